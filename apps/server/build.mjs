// Bundles the server into dist/main.js, and the embedded database's worker thread into
// dist/pglite-worker.js (main.js starts it from beside itself). npm packages stay external (installed beside it); the
// workspace's own TypeScript packages (@portside/*) are bundled, since Node 20 cannot run .ts.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portside/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
