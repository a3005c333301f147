// Compiles the server and its command-line tools to plain JavaScript, for `npm start` and the
// `migrate`/`import:gtfs`/`export:gtfs` scripts: one file per program instead of hundreds of
// TypeScript files transpiled on every start (tsx took a second and tens of MB).
// Usage: node scripts/build.mjs [output folder inside apps/server, default dist]
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = process.argv[2] ?? 'dist';

// The npm packages are bundled too: loading them from node_modules meant almost 1,000 files, read
// and compiled one by one, a third of the server's start. These stay in node_modules, loaded at
// run time from there: the native modules, and those loaded only when needed (nodemailer on the
// first mail; pg, through createRequire, only on PostgreSQL).
const EXTERNAL = ['better-sqlite3', '@node-rs/argon2', 'nodemailer'];

// A fresh folder: no bundle of an entry point that is gone stays behind.
rmSync(join(serverRoot, outdir), { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverRoot,
  // Each bundle is a whole program: a tool never runs beside the server, so nothing is shared.
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/db/migrate-cli.ts',
    'import-gtfs': 'src/cli/import-gtfs.ts',
    'export-gtfs': 'src/cli/export-gtfs.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
  // The bundled CommonJS packages call require() for Node's modules; an ES module has none.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // Without comments and blank space the bundle is a third smaller and plain ASCII: V8 keeps a
  // module's source in memory, at two bytes a character if any one is not Latin-1.
  minifyWhitespace: true,
  // Stack traces point into src/ (`node --enable-source-maps`); the sources need not be copied.
  sourcemap: true,
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
});
const server = result.metafile.outputs[`${outdir}/server.js`];
// On stderr: the tools' scripts build first, and their output on stdout is theirs alone.
console.error(
  `Built the server into apps/server/${outdir}/ (server.js ${(server.bytes / 1024).toFixed(0)} kB)`,
);
