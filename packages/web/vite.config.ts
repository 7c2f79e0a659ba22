import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Dev server proxies the API to a running portal (npm start) on port 8080. */
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/prod-api': 'http://localhost:8080' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
