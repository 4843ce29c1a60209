import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  'server-only': path.resolve(import.meta.dirname, 'src/test/server-only-stub.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'entry/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'scripts/**/*.int.test.ts', 'entry/**/*.int.test.ts'],
          // One migrated template database per run (with pg-boss's schema); each file starts from a copy.
          globalSetup: ['src/test/integration-template.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one file at a time
          // and a core idle while PGlite (in the worker) is busy; the main process only coordinates.
          maxWorkers: os.availableParallelism(),
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
