import type { $ZodConfig } from 'zod/v4/core';

/**
 * zod 4 compiles fast object parsers with `new Function`, and probes whether it may by calling it
 * once. The Content-Security-Policy forbids eval, so the browser reports that probe as a violation
 * on every page. Jitless, zod neither probes nor compiles; the answers it checks here are small.
 *
 * zod reads its settings from `globalThis.__zod_globalConfig`, and keeps an object put there
 * before it loads (its supported way to configure it early; `z.config()` writes the same object).
 * Setting it here, first thing in main.tsx, keeps zod itself out of the first download. Schemas
 * read the setting when they are built, all of them later, in the pages' code.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
