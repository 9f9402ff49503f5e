import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/vite/precompress.ts';
import { chunking } from './scripts/vite/chunking.ts';

// The client lives in src/client; the built files go to dist/client, which the server serves on its one port.
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: fileURLToPath(new URL('./src/client/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/client/routeTree.gen.ts', import.meta.url)),
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: chunking },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/hubs': { target: 'ws://localhost:3000', ws: true },
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          // A time limit here only catches a hang: component tests that load widgets lazily take seconds
          // on a busy two-core machine, and speed is measured by `npm run bench`, not by tests.
          testTimeout: 60_000,
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          root: '.',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
