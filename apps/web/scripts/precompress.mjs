// Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside every text file of
// the build, once, so the server sends them without compressing on each request (apps/server's
// web.static.ts picks the one the browser accepts). Small files are left alone: compressing them
// saves less than the header costs. Run after `vite build` and the prerender.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 512;

const dist = process.env.BUNDLE_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const file = join(dist, name);
  if (!COMPRESSIBLE.test(name) || name.startsWith('.vite') || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} kB, ${(after / 1024).toFixed(0)} kB with brotli`,
);
