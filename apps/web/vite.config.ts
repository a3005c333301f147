import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the API listens during development (`npm run dev -w @foleni/server`). */
const apiTarget = 'http://127.0.0.1:3000';

const TOOLTIP_UNIQUE_PROVIDER_OFF = '\0foleni:tooltip-unique-provider-off';

/**
 * antd's ConfigProvider, on every page, imports the tooltip `UniqueProvider` (and with it the
 * Trigger's popup and alignment code, about 4 kB gzip) for the `tooltip.unique` option, which
 * this app never sets (`app/provider.tsx`). This gives ConfigProvider a pass-through in its
 * place, so that code stays with the lazy pages that show tooltips, selects and dropdowns.
 */
function withoutTooltipUniqueProvider(): Plugin {
  return {
    name: 'foleni:without-tooltip-unique-provider',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromConfigProvider = importer
        ?.replaceAll('\\', '/')
        .includes('/antd/es/config-provider/');
      return source === '../tooltip/UniqueProvider' && fromConfigProvider
        ? TOOLTIP_UNIQUE_PROVIDER_OFF
        : null;
    },
    load(id) {
      return id === TOOLTIP_UNIQUE_PROVIDER_OFF
        ? 'export default function UniqueProvider({ children }) { return children; }'
        : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), withoutTooltipUniqueProvider()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // `.vite/manifest.json` lets scripts/bundle-size.mjs find what the landing page loads.
    manifest: true,
    target: 'es2022',
    // The vendor chunk is over Vite's default 500 kB (raw) warning; what matters is the
    // landing page's gzip total, which scripts/bundle-size.mjs checks against its budget.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries the first page needs, in one well-named, long-cacheable file. Libraries
            // only lazy pages use stay with those pages.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
