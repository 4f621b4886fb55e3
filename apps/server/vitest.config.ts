import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/scrypt-cost.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Test files share a worker's modules instead of re-importing the server for each file: the
    // files build their own app and data, and this halves the server project's time.
    isolate: false,
  },
});
