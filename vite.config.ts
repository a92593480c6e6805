import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` serves the app with hot reload and forwards both APIs to `npm start`'s server.
const apiTarget = process.env.ATRIUM_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: { '/api': apiTarget, '/admin-api': apiTarget, '/app-api': apiTarget },
  },
});
