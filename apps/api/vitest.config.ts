import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own embedded database (or shares the PostgreSQL of DATABASE_URL), with
    // every statement checked by the tenancy guard (@ergo/db/testing).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
