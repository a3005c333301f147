// Draws the app's PNG icons (public/icons/) from public/favicon.svg with Chromium, so the icon a
// phone puts on its home screen is the favicon, pixel for pixel. Run it after changing the
// favicon and commit the PNGs: `node apps/web/scripts/make-icons.mjs`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

// The favicon's own background (its first rect). Painted behind the rounded square, it makes the
// full-bleed icons that Android (maskable) and iOS crop to their own shape. The bars already sit
// inside the maskable safe zone (the middle 80 %), so the drawing needs no scaling.
const background = svg.match(/<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/)?.[1];
if (!background) {
  throw new Error('favicon.svg: no background colour on its first <rect>');
}

const icons = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  for (const { file, size, fullBleed } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0;background:${fullBleed ? background : 'transparent'}">` +
        `<img src="${source}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    await page.screenshot({ path: join(publicDir, 'icons', file), omitBackground: !fullBleed });
    console.log(`icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
