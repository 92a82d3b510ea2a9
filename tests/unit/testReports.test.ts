import { describe, expect, it } from 'vitest';
import { errorSummary, failureContext, playwrightFailures, unansweredReport } from '../../scripts/testReports';

const ESC = '\u001b';
const colour = (code: number, text: string) => `${ESC}[${code}m${text}${ESC}[39m`;

describe('errorSummary', () => {
  it("names where a hook that timed out was declared, which is all Vitest's report keeps of it", () => {
    const message = 'Error: STACK_TRACE_ERROR\n    at /repo/node_modules/@vitest/runner/dist/index.js:1:1\n    at /repo/src/a.test.ts:40:3\n    at /repo/src/a.test.ts:12:1';
    expect(errorSummary(message)).toBe('a hook or the test timed out, declared at /repo/src/a.test.ts:40:3');
  });
  it('keeps the opening lines of an error, without colours or the stack', () => {
    const message = [`Error: ${colour(31, 'expect(received).toBe(expected)')}`, '', 'Expected: 2', 'Received: 1', '    at tests/x.test.ts:3:9'].join('\n');
    expect(errorSummary(message)).toBe('Error: expect(received).toBe(expected) | Expected: 2 | Received: 1');
  });

  it("tells a Testing Library query's DOM dump by the text the page showed", () => {
    const message = [
      'Error: Unable to find role="heading" and name "Olá, Ana! Bem-vindo"',
      '',
      'Ignored nodes: comments, script, style',
      colour(36, '<body'),
      `  ${colour(33, 'style')}=${colour(32, '""')}`,
      colour(36, '>'),
      `  ${colour(36, '<h1')}`,
      `    ${colour(33, 'class')}=${colour(32, '"MuiTypography-root"')}`,
      `  ${colour(36, '>')}`,
      `    ${ESC}[0mOlá, ! Bem-vindo${ESC}[0m`,
      `  ${colour(36, '</h1>')}`,
      `  ${colour(36, '<span')}`,
      `    ${colour(33, 'aria-hidden')}=${colour(32, '"true"')}`,
      `  ${colour(36, '/>')}`,
      `  ${ESC}[0mPor onde você quer começar?${ESC}[0m`,
      colour(36, '</body>'),
      '    at waitForWrapper (node_modules/@testing-library/dom/dist/wait-for.js:163:27)',
    ].join('\n');
    expect(errorSummary(message)).toBe('Error: Unable to find role="heading" and name "Olá, Ana! Bem-vindo" | the page showed: Olá, ! Bem-vindo · Por onde você quer começar?');
  });

  it('says when the page showed nothing', () => {
    expect(errorSummary('Error: Unable to find text\n\nIgnored nodes: comments, script, style\n<body>\n  <div />\n</body>')).toBe('Error: Unable to find text | the page showed: (nothing)');
  });
});

describe('failureContext', () => {
  const report = 'shell › draws: requests without an answer when it failed:\n  GET http://localhost:3199/assets/mountApp-x1.js (17 s)\n  GET http://localhost:3199/api/user/credits (16 s)\n';

  it('says when a failed browser test ran and which requests its pages still waited for', () => {
    const result = { errors: [], stderr: [{ text: 'unrelated\n' }, { text: report }], startTime: '2026-11-28T08:00:30.400Z', duration: 15_600 };
    expect(failureContext(result, '2026-11-28T08:00:00.000Z')).toBe('ran from 30 s to 46 s of the run; still waiting for: GET /assets/mountApp-x1.js (17 s), GET /api/user/credits (16 s)');
  });

  it('says so when nothing was left unanswered, and counts what it does not show', () => {
    expect(failureContext({ errors: [] })).toBe('no request left unanswered');
    const many = `x: requests without an answer when it failed:\n${Array.from({ length: 8 }, (_, i) => `  GET http://localhost:3199/api/r${i} (20 s)`).join('\n')}`;
    expect(failureContext({ errors: [], stderr: [{ text: many }] })).toMatch(/GET \/api\/r5 \(20 s\) and 2 more$/);
  });

  it('reads the report the browser tests print', () => {
    const printed = unansweredReport('shell › draws', [
      { method: 'GET', url: 'http://localhost:3199/assets/mountApp-x1.js', waitedMs: 16_600 },
      { method: 'GET', url: 'http://localhost:3199/api/user/credits', waitedMs: 16_200 },
    ]);
    expect(`${printed}\n`).toBe(report);
    expect(failureContext({ errors: [], stderr: [{ text: printed }] })).toBe('still waiting for: GET /assets/mountApp-x1.js (17 s), GET /api/user/credits (16 s)');
  });
});

describe('playwrightFailures', () => {
  const suite = (status: string, results: { errors: { message?: string }[] }[]) => ({ title: 'a.spec.ts', file: 'a.spec.ts', specs: [{ title: 'draws', line: 3, tests: [{ status, results }] }] });

  it('names a failed test with its last error, and one that passed only on its retry with its first', () => {
    expect(playwrightFailures([suite('unexpected', [{ errors: [{ message: 'Error: one' }] }, { errors: [{ message: 'Error: two' }] }])])[0]).toBe('     ✘ tests/e2e/a.spec.ts:3 › draws: Error: two');
    expect(playwrightFailures([suite('flaky', [{ errors: [{ message: 'Error: late' }] }, { errors: [] }])])[0]).toBe('     ~ tests/e2e/a.spec.ts:3 › draws: passed on its retry; first attempt: Error: late');
    expect(playwrightFailures([suite('expected', [{ errors: [] }])])).toEqual([]);
  });
});
