/** Reads the test tools' JSON reports for the test command's summary. */
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The first line of an error, without colour codes: enough to tell one failure from another in the summary. */
export function firstLine(message: string | undefined): string {
  return stripVTControlCharacters(message ?? '').split('\n').find((line) => line.trim()) ?? '';
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}
/** Names each failed Vitest test (or file that failed outside its tests) under its step's line. */
export function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const path = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) return [`     ✘ ${path}: ${firstLine(file.message)}`];
    return failed.map((test) => `     ✘ ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

export interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; line: number; tests: { status: string; results: { errors: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
}
/** Names each failed browser test with its first error under the step's line. */
export function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const path = suite.file === suite.title ? titles : [...titles, suite.title];
    return [
      ...suite.specs.flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected')
          .map((test) => `     ✘ tests/e2e/${suite.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(test.results.at(-1)?.errors[0]?.message)}`),
      ),
      ...playwrightFailures(suite.suites ?? [], path),
    ];
  });
}
