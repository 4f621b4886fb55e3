import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The API server of `npm run dev` (apps/server). */
const API_ORIGIN = 'http://127.0.0.1:8080';
const API_PREFIXES = ['/cms', '/client', '/integration', '/api', '/livez', '/readyz'];

const vendorGroup = (packages: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [react()],
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
            // A group takes its dependencies along, so antd's @rc-component and dayjs land here too.
            { name: 'antd', test: vendorGroup(['antd', '@ant-design']) },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
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
    setupFiles: ['src/testing/setup-tests.ts'],
  },
});
