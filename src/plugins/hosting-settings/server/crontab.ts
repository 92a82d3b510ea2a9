import { createHash } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';
import 'cronstrue/locales/pt_BR.js';
import { cronScheduleValid } from '../../../node/contract';
import { CRON_MESSAGES, type CronJob } from '../contract';

/**
 * A hosting's crontab, stored as `<file root>/.crontab`: exactly what `crontab -l` prints, one
 * "minute hour day-of-month month day-of-week command" line per job. Comments, variables and
 * lines the panel cannot read are kept untouched. A job's id is a digest of its line, so an
 * edit or delete aimed at a line that changed meanwhile finds nothing instead of the wrong job.
 */
export const CRONTAB = '.crontab';

const JOB_LINE = /^\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(.+?)\s*$/;

export const jobLine = (expression: string, command: string) => `${expression} ${command}`;
export const jobId = (line: string) => createHash('sha256').update(line).digest('hex').slice(0, 12);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * The expression as the node's cron takes it: single spaces, month and weekday names (`JAN`,
 * `mon-fri`) as their numbers; null when it is still not one the node accepts (`L`, `W`, `?`...).
 */
export function nodeSchedule(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const named = (field: string, names: string[], first: number) => field.replace(/[a-z]{3}/gi, (name) => {
    const index = names.indexOf(name.toLowerCase());
    return index < 0 ? name : String(index + first);
  });
  fields[3] = named(fields[3], MONTHS, 1);
  fields[4] = named(fields[4], WEEKDAYS, 0);
  const schedule = fields.join(' ');
  return cronScheduleValid(schedule) ? schedule : null;
}

/** A message when the five-field expression is not one cron accepts, else null. */
export function expressionProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length !== 5) return CRON_MESSAGES.fiveFields;
  try {
    CronExpressionParser.parse(fields.join(' '));
  } catch {
    return CRON_MESSAGES.invalid;
  }
  // The node's cron reads numbers, `*`, `,`, `-` and `/`: what it cannot run is refused here, not left out there.
  return nodeSchedule(expression) === null ? CRON_MESSAGES.invalid : null;
}

export function describe(expression: string): string {
  try {
    return cronstrue.toString(expression, { locale: 'pt_BR', use24HourTimeFormat: true, verbose: false });
  } catch {
    return expression;
  }
}

function asJob(line: string): CronJob | null {
  if (/^\s*(#|$)/.test(line) || /^\s*[A-Za-z_][A-Za-z0-9_]*\s*=/.test(line)) return null;
  const match = JOB_LINE.exec(line);
  if (!match) return null;
  const expression = match.slice(1, 6).join(' ');
  if (expressionProblem(expression)) return null;
  return { id: jobId(line.trim()), expression, command: match[6], description: describe(expression) };
}

export function parseCrontab(text: string): { lines: string[]; jobs: CronJob[] } {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return { lines, jobs: lines.map(asJob).filter((job): job is CronJob => job !== null) };
}

export const formatCrontab = (lines: string[]) => (lines.length === 0 ? '' : lines.join('\n') + '\n');

/** The index of the line of job `id`, or -1. */
export const lineOf = (lines: string[], id: string) => lines.findIndex((line) => asJob(line)?.id === id);
