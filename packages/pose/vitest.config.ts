import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'pose',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // ffmpeg and model work share 2 cores with the other projects' tests in CI: generous limits,
    // the slow end-to-end tests set their own
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
