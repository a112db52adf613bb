import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/oauth': apiTarget,
      '/__mock': apiTarget,
    },
  },
  build: {
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
});
