import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cataloguePlugin } from './src/i18n/catalogue-plugin.ts';

// The API (apps/api) listens on 3000 in development; the built SPA is served by the API itself.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), cataloguePlugin()],
  server: {
    proxy: {
      // The socket keeps this server's Host: the API accepts a browser socket only from its own
      // origin (PUBLIC_URL or the Host it was sent to), and the page's origin is this server.
      '/api/ws': { target: apiTarget, ws: true, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: scripts/check-bundle-size.mjs follows it to weigh the sign-in screen.
    manifest: true,
    rolldownOptions: {
      output: {
        // Vite 8 (Rolldown): split the large vendor stacks so no single chunk carries them all.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
