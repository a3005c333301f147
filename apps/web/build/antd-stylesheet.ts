import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { pruneCss } from './prune-css';

const MODULE_ID = 'virtual:antd-stylesheet';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * antd's components that the app does not use (folders of `antd/es/`), with the class names their
 * styles start with (`.ant-cascader…`): their rules are left out of the stylesheet. The build fails
 * if the style code of one of them comes into the app, so a component never shows unstyled.
 */
const UNUSED_COMPONENTS: Record<string, string[]> = {
  affix: ['affix'],
  anchor: ['anchor'],
  'back-top': ['back-top'],
  breadcrumb: ['breadcrumb'],
  calendar: ['picker-calendar'],
  carousel: ['carousel'],
  cascader: ['cascader'],
  collapse: ['collapse'],
  'color-picker': ['color-picker'],
  divider: ['divider'],
  'float-button': ['float-btn'],
  list: ['list'],
  masonry: ['masonry'],
  mentions: ['mentions'],
  'qr-code': ['qrcode'],
  qrcode: ['qrcode'],
  rate: ['rate'],
  segmented: ['segmented'],
  slider: ['slider'],
  splitter: ['splitter'],
  tour: ['tour'],
  transfer: ['transfer'],
  'tree-select': ['select-tree', 'tree-select'],
  typography: ['typography'],
};

const UNUSED_PREFIXES = [...new Set(Object.values(UNUSED_COMPONENTS).flat())].map(
  (name) => `ant-${name}`,
);

/**
 * Whether a selector needs a class of a component the app does not use (a class it must not
 * have, in `:not(…)`, does not count).
 */
export function selectsUnusedComponent(selector: string): boolean {
  const required = selector.replace(/:not\([^()]*\)/g, '');
  return [...required.matchAll(/\.(ant-[\w-]+)/g)].some(([, name = '']) =>
    UNUSED_PREFIXES.some((prefix) => name === prefix || name.startsWith(`${prefix}-`)),
  );
}

/**
 * antd's components, styled by a stylesheet instead of at run time. antd 6 otherwise writes every
 * component's CSS from JavaScript as it first renders (hashing, serialising, inserting some 30
 * <style> elements): on a phone that was most of the work of starting a public page. With
 * `zeroRuntime` (app/provider.tsx) it skips that, and the components take their look from the
 * stylesheet antd publishes for this version (`antd/dist/antd.css`, design tokens as CSS
 * variables, which antd still writes for our light and dark themes), less the rules of the
 * components listed above.
 *
 * `import href from 'virtual:antd-stylesheet'` gives the stylesheet's address: a hashed file of
 * the build, which main.tsx loads ahead of the app's own styles.
 */
export function antdStylesheet(): Plugin {
  const require = createRequire(import.meta.url);
  const file = require.resolve('antd/dist/antd.css');
  let serving = false;
  let loaded = false;
  return {
    name: 'foleni:antd-stylesheet',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(source) {
      return source === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) {
        return null;
      }
      loaded = true;
      if (serving) {
        return `export default ${JSON.stringify(`/@fs${file}`)};`;
      }
      const reference = this.emitFile({
        type: 'asset',
        name: 'antd.css',
        source: pruneCss(readFileSync(file, 'utf8'), selectsUnusedComponent),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    generateBundle(_options, bundle) {
      if (!loaded) {
        return;
      }
      const used = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? Object.entries(output.modules).flatMap(([id, module]) =>
                module.renderedLength > 0
                  ? (/[\\/]node_modules[\\/]antd[\\/]es[\\/]([\w-]+)[\\/]style[\\/]index\.js$/.exec(
                      id,
                    )?.[1] ?? [])
                  : [],
              )
            : [],
        ),
      );
      const missing = Object.keys(UNUSED_COMPONENTS).filter((component) => used.has(component));
      if (missing.length > 0) {
        this.error(
          `antd's ${missing.join(', ')} now used by the app: remove from UNUSED_COMPONENTS in build/antd-stylesheet.ts`,
        );
      }
    },
  };
}
