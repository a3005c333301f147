import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the API listens during development (`npm run dev -w @foleni/server`). */
const apiTarget = 'http://127.0.0.1:3000';

const TRIGGER_UNIQUE_PROVIDER = '\0foleni:trigger-unique-provider';

/**
 * antd's ConfigProvider, on every page, imports `UniqueProvider` from the index of
 * @rc-component/trigger: the module that also holds the Trigger behind every Form label tooltip,
 * Select and Dropdown. As soon as a lazy page uses one of those, the Trigger's code would join
 * the landing page's first download (about 5 kB gzip). This points that one import at the
 * UniqueProvider's own module, so the Trigger stays with the pages that use it.
 */
function triggerUniqueProviderOnly(): Plugin {
  return {
    name: 'foleni:trigger-unique-provider-only',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromUniqueProvider = importer
        ?.replaceAll('\\', '/')
        .includes('/antd/es/tooltip/UniqueProvider/');
      return source === '@rc-component/trigger' && fromUniqueProvider
        ? TRIGGER_UNIQUE_PROVIDER
        : null;
    },
    load(id) {
      return id === TRIGGER_UNIQUE_PROVIDER
        ? "export { default as UniqueProvider } from '@rc-component/trigger/es/UniqueProvider';"
        : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), triggerUniqueProviderOnly()],
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
