import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // better-sqlite3 is a native module: separate processes keep each test file's database apart.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
