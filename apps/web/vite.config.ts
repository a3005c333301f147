import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { answerShapes } from './vite-plugins/answer-shapes.ts';

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

/**
 * The packages antd is built from that do not say in their package.json that their modules are
 * free of side effects (they are: plain components, hooks and helpers). Without that, importing one
 * name from a package's index keeps every module the index re-exports: ConfigProvider alone
 * brought animation components and DOM helpers (about 4 kB gzip) into the first download.
 */
const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]/;

function antdPartsWithoutSideEffects(): Plugin {
  return {
    name: 'foleni:antd-parts-without-side-effects',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && SIDE_EFFECT_FREE.test(resolved.id)
        ? { ...resolved, moduleSideEffects: false }
        : resolved;
    },
  };
}

export default defineConfig({
  plugins: [react(), withoutTooltipUniqueProvider(), antdPartsWithoutSideEffects(), answerShapes()],
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
    // `.vite/manifest.json` lets scripts/bundle-size.mjs find what the landing page loads, and
    // scripts/prerender.mjs what each prerendered page loads.
    manifest: true,
    // No `modulepreload` links, in the pages' HTML (scripts/prerender.mjs adds none either) or
    // added when a lazy page loads; a lazy page's CSS still is. In the HTML they took the
    // bandwidth the page's styles need (Lighthouse FCP 3.2 → 1.5 s on /complain without them).
    // Added at run time, Chromium spent 3–4 ms of main thread on each link, and a route page's
    // code is ~40 pieces: one task of ~240 ms on this machine before the page could draw. Without
    // them the browser fetches a page's pieces as its imports name them (≤ 5 levels deep), and
    // bench:web went from 68/67/66/64/63/45/68/71 to 76/70/68/70/64/46/72/75.
    modulePreload: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries the first page needs, in one well-named, long-cacheable file. Libraries
            // only lazy pages use stay with those pages. (Without this group rolldown spreads the
            // first page's libraries over many small shared chunks: more requests, and about
            // 8 kB more gzip on the landing page.)
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // zod on its own, by name: scripts/bundle-size.mjs checks which pages load it first.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
