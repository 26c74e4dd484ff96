import { defineConfig } from 'vitest/config';

// One project per workspace; each workspace may add its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
