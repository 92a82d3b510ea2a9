import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { brandPlugin } from './src/core/build/brandPlugin';

const alias = { '@core/contracts': path.resolve(import.meta.dirname, 'src/core/contracts.ts'), '@core/forms': path.resolve(import.meta.dirname, 'src/core/forms.ts'), '@core/signed-out': path.resolve(import.meta.dirname, 'src/core/signedOut.ts'), '@core/shared': path.resolve(import.meta.dirname, 'src/core/shared.ts'), '@core': path.resolve(import.meta.dirname, 'src/core/index.ts'), '@server': path.resolve(import.meta.dirname, 'src/server') };

/**
 * The files that build the panel in child processes (a minute or two each) start first. Left to
 * Vitest's order on a fresh clone (larger files first, the jsdom project before the node one),
 * they started last and ended the run alone on one core for about two minutes.
 */
const BUILDS = /tests\/unit\/(scaffold|brandBuild)\.test\.ts$/;
class BuildsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => BUILDS.test(file.moduleId)), ...sorted.filter((file) => !BUILDS.test(file.moduleId))];
  }
}

export default defineConfig({
  plugins: [react(), brandPlugin('default')],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'examples/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
          // One module graph per worker instead of per file: importing the server anew for each of a
          // hundred files was half the suite's time. Each file still builds its own app on its own data.
          isolate: false,
          // TEST_DATABASE=postgres: API test apps run on PostgreSQL databases copied from one migrated template.
          globalSetup: process.env.TEST_DATABASE === 'postgres' ? ['tests/support/postgresTemplate.ts'] : [],
        },
      },
      {
        extends: true,
        // One module graph per worker here too (React, MUI and react-admin imported once, not thirty
        // times); a file that replaces modules with vi.mock is named *.isolated.test.tsx and gets its own.
        test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'], exclude: ['src/**/*.isolated.test.tsx'], setupFiles: ['tests/support/domSetup.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'dom-isolated', environment: 'jsdom', include: ['src/**/*.isolated.test.tsx'], setupFiles: ['tests/support/domSetup.ts'] },
      },
    ],
    // Vitest leaves a core free by default: on CI's two cores that is one test file at a time, while
    // the API tests spend much of their time on disk, archives and child processes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: BuildsFirst },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
