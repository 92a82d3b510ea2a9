/** Reads the test tools' JSON reports for the test command's summary. */
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The opening lines of an error, without colour codes, on one line: the matcher with its expected
 * and received values and any timeout, since CI shows only the tail of the run and a flaky failure
 * is not there to read again. A Testing Library query prints the whole DOM, whose opening lines say
 * nothing; the text the page showed is kept instead.
 */
export function errorSummary(message: string | undefined, maxLines = 5): string {
  const lines = stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stack = lines.findIndex((line) => line.startsWith('at ') || line.startsWith('Call log:'));
  // Vitest's timeout of a hook keeps only the stack of where the hook was declared, headed by this placeholder.
  if (lines[0] === 'Error: STACK_TRACE_ERROR') return `a hook or the test timed out, declared ${lines.slice(1).find((line) => line.includes('.test.')) ?? lines[1] ?? 'somewhere unknown'}`;
  const opening = stack === -1 ? lines : lines.slice(0, stack);
  const dump = opening.findIndex((line) => line.startsWith('Ignored nodes:'));
  if (dump === -1) return opening.slice(0, maxLines).join(' | ');
  return [...opening.slice(0, Math.min(dump, maxLines)), `the page showed: ${shownText(opening.slice(dump + 1))}`].join(' | ');
}

const SHOWN_TEXT_CHARS = 400;

/** The text nodes of a pretty-printed DOM: its lines that are neither tags nor attributes. */
function shownText(dom: string[]): string {
  const text = dom.filter((line) => !/^(<|\/?>|[\w:.-]+=")/.test(line)).join(' · ');
  return text === '' ? '(nothing)' : text.length > SHOWN_TEXT_CHARS ? `${text.slice(0, SHOWN_TEXT_CHARS)}…` : text;
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
    if (failed.length === 0 && file.message) return [`     ✘ ${path}: ${errorSummary(file.message)}`];
    return failed.map((test) => `     ✘ ${path} › ${test.fullName}: ${errorSummary(test.failureMessages?.[0])}`);
  });
}

interface PlaywrightResult {
  errors: { message?: string }[];
  stderr?: { text?: string }[];
  startTime?: string;
  duration?: number;
}
export interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; line: number; tests: { status: string; results: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
}

const UNANSWERED = 'requests without an answer when it failed:';
const UNANSWERED_LINE = /^[A-Z]+ \S+ \(\d+ s\)$/;
const UNANSWERED_SHOWN = 6;

/** A request a failed test's page still waited for: its method, its address and how long it had waited. */
export interface UnansweredRequest {
  method: string;
  url: string;
  waitedMs: number;
}

/** The report tests/e2e/fixtures.ts prints for a failed test whose pages still waited for requests, which failureContext reads back. */
export function unansweredReport(test: string, requests: readonly UnansweredRequest[]): string {
  return [`${test}: ${UNANSWERED}`, ...requests.map(({ method, url, waitedMs }) => `  ${method} ${url} (${Math.round(waitedMs / 1000)} s)`)].join('\n');
}

/**
 * When a failed test ran and what its pages still waited for, on one line: a page left on
 * "Carregando..." in CI is told apart as a chunk that never came, an API call, or only lateness.
 */
export function failureContext(result: PlaywrightResult | undefined, runStart?: string): string {
  if (!result) return '';
  const parts: string[] = [];
  if (result.startTime && runStart) {
    const from = Math.round((Date.parse(result.startTime) - Date.parse(runStart)) / 1000);
    parts.push(`ran from ${from} s to ${from + Math.round((result.duration ?? 0) / 1000)} s of the run`);
  }
  const report = (result.stderr ?? []).map((chunk) => chunk.text ?? '').join('');
  const at = report.indexOf(UNANSWERED);
  if (at !== -1) {
    const waiting = report
      .slice(at + UNANSWERED.length)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => UNANSWERED_LINE.test(line));
    const shown = waiting.slice(0, UNANSWERED_SHOWN).map((line) => line.replace(/^(\S+) https?:\/\/[^/]+/, '$1 '));
    parts.push(`still waiting for: ${shown.join(', ')}${waiting.length > shown.length ? ` and ${waiting.length - shown.length} more` : ''}`);
  } else parts.push('no request left unanswered');
  return parts.join('; ');
}

/**
 * Names each failed browser test with its first error under the step's line, and when it ran and what
 * it waited for under that; a test that passed only on its retry is named the same way (marked "~"),
 * with its first attempt's error, so a flaky test is seen rather than hidden by the retry.
 */
export function playwrightFailures(suites: PlaywrightSuite[], runStart?: string, titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const path = suite.file === suite.title ? titles : [...titles, suite.title];
    return [
      ...suite.specs.flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
          .flatMap((test) => {
            const flaky = test.status === 'flaky';
            const shown = flaky ? test.results.find((result) => result.errors.length > 0) : test.results.at(-1);
            const mark = flaky ? '~' : '✘';
            const name = `tests/e2e/${suite.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
            return [`     ${mark} ${name}: ${flaky ? 'passed on its retry; first attempt: ' : ''}${errorSummary(shown?.errors[0]?.message)}`, `       ${failureContext(shown, runStart)}`];
          }),
      ),
      ...playwrightFailures(suite.suites ?? [], runStart, path),
    ];
  });
}
