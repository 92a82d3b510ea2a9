import { describe, expect, it } from 'vitest';
import { errorSummary } from '../../scripts/testReports';

const ESC = '\u001b';
const colour = (code: number, text: string) => `${ESC}[${code}m${text}${ESC}[39m`;

describe('errorSummary', () => {
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
