import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ergonomics',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests score thousands of random worksheets: seconds on a quiet core, more when the
    // two cores are shared with the pose suite.
    testTimeout: 60_000,
  },
});
