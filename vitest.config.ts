import { defineConfig } from 'vitest/config';

// One run, five projects. Server integration tests each get their own database, cloned from a
// template migrated once in the global setup, so the files run in parallel.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      // The repository's own tooling (the ESLint rules of ARCHITECTURE.md's layout).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-int',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/unmount-after-each.ts'],
          // Screen tests render whole antd forms; on two busy cores one can take several seconds.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
