import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { cataloguePlugin } from './src/i18n/catalogue-plugin.ts';

export default defineConfig({
  plugins: [react(), cataloguePlugin()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Room for the 5 s waits of test/setup.ts on a loaded host (a test's own limit, not a timing).
    testTimeout: 15_000,
  },
});
