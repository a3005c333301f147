// Prerenders the public pages listed in src/app/prerender/pages.ts into dist/prerendered/, after
// `vite build`: the server sends them instead of the empty dist/index.html, so a visitor reads the
// page before the JavaScript has arrived, and the app then takes the markup over (main.tsx).
// Each file is dist/index.html with the page's title and description, its styles (the page's CSS
// files and antd's, which antd otherwise writes at run time) and its markup. Its code is not
// preloaded (see vite.config.ts): on a slow link the styles and the text come first.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ENTRY = 'src/app/prerender/render-page.tsx';

/** The renderer, built for Node with the app's Vite config (CSS modules get the same names). */
async function buildRenderer(outDir) {
  await build({
    root,
    logLevel: 'warn',
    // Everything bundled: one copy of React, antd and its style cache, resolved like the client's.
    ssr: { noExternal: true },
    build: { ssr: ENTRY, outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  return import(pathToFileURL(join(outDir, 'render-page.js')).href);
}

/** The meta element public/theme-init.js finds the app's code by. */
const APP_ENTRY_META = 'foleni:app';

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The chunk of `key` and every chunk it imports statically. */
function staticClosure(key, seen = new Set()) {
  if (!seen.has(key)) {
    if (!manifest[key]) {
      throw new Error(`${key} is not in the build manifest (src/app/prerender/pages.ts)`);
    }
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  }
  return seen;
}

/** The page's own styles beyond what index.html loads already, and all the styles it has. */
function pageStyles(module) {
  const shared = staticClosure('index.html');
  const chunks = [...staticClosure(module)].filter((key) => !shared.has(key));
  const sharedCss = new Set([...shared].flatMap((key) => manifest[key].css ?? []));
  return {
    styles: [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].filter(
      (file) => !sharedCss.has(file),
    ),
    allStyles: [...sharedCss, ...chunks.flatMap((key) => manifest[key].css ?? [])],
  };
}

/**
 * Fails when the markup uses a CSS-module class that none of the page's CSS files defines: that
 * style comes with code the page loads later (a lazy part), and the page would show unstyled.
 */
function checkClassesStyled(page, body, cssFiles) {
  const css = cssFiles.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  const classes = new Set(
    [...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)),
  );
  const unstyled = [...classes].filter(
    (name) => /^_\w+_[a-z0-9]{5}_\d+$/.test(name) && !css.includes(`.${name}`),
  );
  if (unstyled.length > 0) {
    throw new Error(`${page.url}: no CSS loaded for ${unstyled.join(', ')}`);
  }
}

/**
 * The `<script type="module">` of dist/index.html, which loads the app, and what a prerendered page
 * has in its place: a meta element that names the script for public/theme-init.js.
 */
function appEntry(shell) {
  const scripts = shell.match(/<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g) ?? [];
  if (scripts.length !== 1) {
    throw new Error(`dist/index.html has ${scripts.length} module scripts, not one`);
  }
  const [script] = scripts;
  const src = script.match(/\bsrc="([^"]+)"/)[1];
  return { script, named: `<meta name="${APP_ENTRY_META}" content="${src}" />` };
}

function renderFile(shell, entry, page, rendered, footerId) {
  const { styles, allStyles } = pageStyles(page.module);
  checkClassesStyled(page, rendered.body, allStyles);
  if (!rendered.body.includes(`<footer id="${footerId}"`)) {
    throw new Error(`${page.url}: no <footer id="${footerId}"> to wait for`);
  }
  const links = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    // Not painted before the footer is parsed: with antd's styles in the head, the parser stopped
    // after the header at times on a phone, which was painted alone, and the page's text after.
    `<link rel="expect" href="#${footerId}" blocking="render">`,
  ].join('\n    ');
  let html = shell
    .replace(/<title>[^<]*<\/title>/, () => rendered.head)
    // antd's styles first, like antd inserts them: the app's own CSS overrides them.
    .replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    ${rendered.styles}`)
    .replace('</head>', () => `  ${links}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${page.kind}">${rendered.body}</div>`,
    );
  // The app's code is named, not loaded: public/theme-init.js starts it once the page is painted.
  // Started from the head, its download (and that of the files it imports) took the bandwidth
  // the page's text and styles still needed on a slow link, and the first paint came later.
  html = replaceOnce(html, entry.script, entry.named, `${page.url}'s app script`);
  if (page.kind === 'page') {
    // The page reads without JavaScript; only its buttons and forms need it.
    html = html.replace(/\s*<noscript>.*?<\/noscript>/s, '');
  }
  if (!rendered.head.includes('<title>') || !rendered.head.includes('name="description"')) {
    throw new Error(`${page.url} renders no title or description (components/seo/page-meta)`);
  }
  if (rendered.body.includes('<script')) {
    throw new Error(`${page.url}: React wrote an inline script, which the CSP would block`);
  }
  return html;
}

/** Replaces `part` in `html`, which must hold it exactly once. */
function replaceOnce(html, part, by, what) {
  const at = html.indexOf(part);
  if (at < 0 || html.indexOf(part, at + 1) >= 0) {
    throw new Error(`${what}: expected once in the template`);
  }
  return html.slice(0, at) + by + html.slice(at + part.length);
}

/**
 * A template filled for one record (src/app/prerender/record-pages.tsx): the record's title and
 * description in place of the template's, and its heading in the page's one <h1>.
 */
function recordFile(template, templateHead, record, filled) {
  const headings = [...template.matchAll(/(<h1\b[^>]*>)[\s\S]*?<\/h1>/g)];
  if (headings.length !== 1) {
    throw new Error(`${record.template}: ${headings.length} <h1> in the template, not one`);
  }
  const [heading, opening] = headings[0];
  const html = replaceOnce(template, templateHead, filled.head, `${record.template}'s head`);
  return replaceOnce(
    html,
    heading,
    `${opening}${filled.heading}</h1>`,
    `${record.template}'s <h1>`,
  );
}

const outDir = mkdtempSync(join(tmpdir(), 'foleni-prerender-'));
try {
  const { renderPage, renderRecordPage, PRERENDERED_PAGES, RECORD_PAGES, SITE_FOOTER_ID } =
    await buildRenderer(outDir);
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = appEntry(shell);
  const written = new Map();
  for (const page of PRERENDERED_PAGES) {
    const file = join(dist, 'prerendered', page.file);
    mkdirSync(dirname(file), { recursive: true });
    const rendered = await renderPage(page.url, page.styledAhead);
    const html = renderFile(shell, entry, page, rendered, SITE_FOOTER_ID);
    writeFileSync(file, html);
    written.set(page.file, { html, head: rendered.head });
  }
  for (const record of RECORD_PAGES) {
    const template = written.get(record.template);
    if (!template) throw new Error(`${record.template} is no prerendered page`);
    const filled = await renderRecordPage(record);
    writeFileSync(
      join(dist, 'prerendered', record.template.replace(/\.html$/, '.record.html')),
      recordFile(template.html, template.head, record, filled),
    );
  }
  console.log(
    `Prerendered ${PRERENDERED_PAGES.length} pages and ${RECORD_PAGES.length} record pages into dist/prerendered/`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
