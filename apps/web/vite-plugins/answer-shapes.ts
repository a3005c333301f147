import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import type * as AnswerSchemas from '../src/lib/answers/answer-schemas';

const ID = 'virtual:answer-shapes';
const RESOLVED_ID = `\0${ID}`;
const SCHEMAS = fileURLToPath(new URL('../src/lib/answers/answer-schemas.ts', import.meta.url));

/**
 * `virtual:answer-shapes`: the shapes of the answers in `src/lib/answers/answer-schemas.ts`, made
 * from the contract's zod schemas while the app is built, so the browser checks them without zod.
 */
export function answerShapes(): Plugin {
  return {
    name: 'foleni:answer-shapes',
    resolveId(source) {
      return source === ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) {
        return null;
      }
      const { module, dependencies } = await runnerImport<typeof AnswerSchemas>(SCHEMAS, {
        configFile: false,
        logLevel: 'error',
      });
      for (const dependency of dependencies) {
        this.addWatchFile(dependency);
      }
      return `export default ${JSON.stringify(module.answerShapes())};`;
    },
  };
}
