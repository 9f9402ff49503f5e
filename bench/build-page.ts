import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build } from 'vite';
import { chunking } from '../scripts/vite/chunking.ts';

export const PAGE_DIR = fileURLToPath(new URL('./page', import.meta.url));
export const OUT_DIR = fileURLToPath(new URL('../.tmp/bench-page', import.meta.url));

/** Builds the benchmark page with the production settings of the app's Vite build. */
export async function buildPage(options: { minify?: boolean } = {}): Promise<void> {
  await build({
    configFile: false,
    root: PAGE_DIR,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      minify: options.minify ?? true,
      rolldownOptions: { output: chunking },
    },
  });
}
