import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressAssets } from './precompress.ts';

/** The API server of `npm run dev` (apps/server). */
const API_ORIGIN = 'http://127.0.0.1:8080';
const API_PREFIXES = ['/cms', '/client', '/integration', '/api', '/livez', '/readyz'];

/** The version of this package, as the build's version label shows it (spec §9). */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The commit built, when the build runs in a git checkout (a source archive has none). */
function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return '';
  }
}

const vendorGroup = (packages: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [react(), precompressAssets()],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __APP_COMMIT__: JSON.stringify(gitCommit()),
  },
  build: {
    // The server serves the built app from its public folder in production.
    outDir: '../server/public',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendor chunks change less often than the app, so browsers keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: vendorGroup(['react', 'react-dom', 'react-router', 'scheduler']) },
            // What every page needs before it renders. antd is left to the split: a component only
            // lazy pages use (Table, DatePicker, Tour…) then loads with them, not on the first screen.
            {
              name: 'vendor',
              test: vendorGroup([
                'axios',
                'zod',
                '@tanstack',
                'i18next',
                'react-i18next',
                'js-cookie',
                'zustand',
                'dayjs',
              ]),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN }])),
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/happy-dom-shims.ts', 'src/testing/setup-tests.ts'],
    // Whole-app tests load lazy pages on first use, and walk several of them.
    testTimeout: 15_000,
  },
});
