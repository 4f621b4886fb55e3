import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Every core: vitest's default leaves one idle, which on a 2-core machine runs the files one
  // by one while each waits on PostgreSQL or the disk.
  test: { projects: ['packages/contracts', 'apps/server', 'apps/web'], maxWorkers: '100%' },
});
