import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      // Issue 2: 100% of the domain package's lines and branches.
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
