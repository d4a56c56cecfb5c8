import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the reference server answers the API on 8080 (`npm start`).
const api = process.env.TORQUE_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@torque/source', 'module', 'browser', 'development|production'] },
  server: {
    proxy: { '/api': api, '/user': api, '/assistant': api },
  },
  // The manifest lets scripts/bundle-budget.mjs measure what each route loads.
  build: {
    outDir: 'dist',
    // No source maps: served beside the bundle they would publish the app's source (issue 28).
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // Every browser the staff use preloads modules natively: no polyfill in the first screen's script.
    modulePreload: { polyfill: false },
  },
});
