import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstLoadGuard } from './first-load.ts';
import { firstPaintTexts } from './first-paint.ts';
import { precompressAssets } from './precompress.ts';
import { LANGUAGE_NATIVE_NAMES } from './src/i18n/language-pack.ts';
import { staticGraph } from './static-graph.ts';

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

/**
 * The parts of antd that the signed-in frame and the dashboard draw, with what they need (rc-
 * components, cssinjs), as one chunk: fetched as some 60 small chunks, they queued on HTTP/1.1's
 * six connections per host on a first signed-in visit (issue 15).
 */
const FIRST_SCREEN_ANTD = [
  '_util',
  'app',
  'badge',
  'breadcrumb',
  'button',
  'card',
  'col',
  'collapse',
  'config-provider',
  'descriptions',
  'drawer',
  'dropdown',
  'empty',
  'flex',
  'grid',
  'layout',
  'locale',
  'menu',
  'message',
  'modal',
  'notification',
  'popover',
  'row',
  'skeleton',
  'space',
  'spin',
  'statistic',
  'style',
  'tabs',
  'tag',
  'theme',
  'tooltip',
  'typography',
];

/**
 * What the app statically imports from boot.tsx, its entry after the first paint. The browser fetches
 * all of it before the login form or any page works; split by which lazy chunks share each module, it
 * came as some 20 chunks of 1–2 KB, queued on HTTP/1.1's six connections per host (issue 15).
 */
const bootGraph = staticGraph('/src/app/boot.tsx', '/src/app/main.tsx');

const vendorGroup = (packages: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [
    react(),
    firstPaintTexts(LANGUAGE_NATIVE_NAMES),
    bootGraph.plugin,
    // What the login page must not wait for (issue 15): zod and the contracts' root (every schema and
    // the error catalogue in four languages), and the languages not in use. The sign-in path imports
    // the small subpaths only.
    firstLoadGuard([
      { pattern: /[\\/]node_modules[\\/]zod[\\/]/, why: 'zod loads with the signed-in pages' },
      { pattern: /[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/, why: 'import a subpath of @portside/contracts' },
      // The login page is drawn without antd (plain HTML and CSS); antd, its icons and rc- components
      // load with the other pages (app/antd-provider.tsx). antd's reset.css is a style sheet, no script.
      {
        pattern:
          /[\\/]node_modules[\\/](antd|@ant-design[\\/][\w.-]+|@rc-component[\\/][\w.-]+|rc-[\w.-]+)[\\/](?!.*\.css$)/,
        why: 'antd loads with the pages after the login page: import it from a lazy module',
      },
      // Each language's messages are a chunk of their own, fetched when the language is in use.
      {
        pattern: /[\\/]src[\\/]i18n[\\/]packs[\\/]|[\\/]src[\\/]i18n[\\/][\w-]+\.json$/,
        why: 'a language pack loads on demand',
      },
    ]),
    precompressAssets(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __APP_COMMIT__: JSON.stringify(gitCommit()),
  },
  build: {
    // The server serves the built app from its public folder in production.
    outDir: '../server/public',
    emptyOutDir: true,
    rolldownOptions: {
      // A zod call only builds a schema: one the app never reads is dropped, not built as its module
      // loads (the contracts define the server's schemas beside the few the web app parses with).
      // The contracts' own schema helpers say so with @__NO_SIDE_EFFECTS__.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Vendor chunks change less often than the app, so browsers keep them cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: vendorGroup(['react', 'react-dom', 'react-router', 'scheduler']) },
            // What every page needs before it renders, the login page included. antd and dayjs (which
            // only antd's pages use) are left to the split: they load with those pages, and a component
            // only some use (Table, DatePicker, Tour…) with them, not on the first screen.
            {
              name: 'vendor',
              test: vendorGroup(['axios', '@tanstack', 'i18next', 'react-i18next', 'js-cookie', 'zustand']),
            },
            { name: 'antd-frame', test: vendorGroup(FIRST_SCREEN_ANTD.map((part) => `antd[\\\\/]es[\\\\/]${part}`)) },
            // Not its modules' dependencies: those main.tsx holds (chunk-failure.ts) would come along,
            // and main.tsx would then import the whole chunk before the first paint.
            { name: 'boot', test: bootGraph.has, includeDependenciesRecursively: false },
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
