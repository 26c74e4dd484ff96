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
  },
});
