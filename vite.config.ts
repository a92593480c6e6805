import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` serves the app with hot reload and forwards both APIs to `npm start`'s server.
const apiTarget = process.env.ATRIUM_API ?? 'http://127.0.0.1:8080';

/**
 * Libraries whose modules only define what they export, which the bundler cannot tell on its own
 * (they declare no `sideEffects`), so it kept them whole in the first download (issue 13):
 * - papaparse and error-stack-parser (with stackframe): CommonJS that @refinedev/core imports at its
 *   top for useImport/useExport and the devtools' traces, which the app and production builds never run;
 * - rc-field-form with its validator, and antd's colour picker engine: antd's ConfigProvider and Button
 *   reach into their barrels for one context or one colour class, and the forms load with the pages.
 * Where code uses them they are bundled as before; only unused modules are dropped.
 */
const SIDE_EFFECT_FREE = /\/node_modules\/(papaparse|error-stack-parser|stackframe|rc-field-form|@rc-component\/async-validator|@rc-component\/color-picker)\//;

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      // Two pages: the back office, and the public showroom (`/smartStore/…`, issue 38), whose first
      // download is its own: React and its plain CSS, none of the back office's libraries.
      input: { main: page('index.html'), showroom: page('showroom.html') },
      treeshake: { moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/admin-api': apiTarget, '/app-api': apiTarget },
  },
});
