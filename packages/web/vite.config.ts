import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// In development the reference server answers the API on 8080 (`npm start`).
const api = process.env.TORQUE_API ?? 'http://localhost:8080';

/**
 * Mantine's ScrollArea (on every staff first screen) takes only useMergeRefs from @floating-ui/react:
 * that one import gets src/ui/merge-refs.ts, the same hook, so the rest of floating-ui stays out of
 * the first screen (the bundle budget). A new import ScrollArea might take fails the build here.
 */
const scrollAreaMergeRefs: Plugin = {
  name: 'torque:scroll-area-merge-refs',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@floating-ui/react' || !importer?.includes('/@mantine/core/esm/components/ScrollArea/'))
      return null;
    return fileURLToPath(new URL('./src/ui/merge-refs.ts', import.meta.url));
  },
};

export default defineConfig({
  plugins: [react(), scrollAreaMergeRefs],
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
