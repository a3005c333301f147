import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { answerShapes } from './vite-plugins/answer-shapes.ts';

export default defineProject({
  plugins: [answerShapes()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
