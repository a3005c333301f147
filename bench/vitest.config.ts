import { defineProject } from 'vitest/config';

// The benches' own helpers (process handling); the benches themselves run with `npm run bench:*`.
export default defineProject({
  test: { name: 'bench', include: ['*.test.ts'] },
});
