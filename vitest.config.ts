import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // three built servers behind nginx on PostgreSQL: part of the PostgreSQL run only (scripts/test.mjs)
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'scripts/cluster.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // each file builds its own database; two cores
    maxWorkers: 2,
    // A worker evaluates the shared modules (the server, Drizzle, pg-boss, Mantine for the page
    // tests) once rather than once per file: that was a third of the PGlite run (issue 9, "the test
    // suite stays fast"). Safe because no test file mocks a module or changes module state another
    // file reads: each file gets its own database, and the server's caches are keyed by context,
    // database, random token or content (src/server/auth/sessions.ts, services-repository.ts).
    isolate: false,
  },
});
