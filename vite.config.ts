import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    // Must run before the React plugin: it generates client/routeTree.gen.ts and splits each
    // route's component into its own chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'routes',
      generatedRouteTree: 'routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
});
