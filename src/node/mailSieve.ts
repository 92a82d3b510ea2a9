import { UnsafeConfigValue } from './configValues';
import { MAIL_MOMENT, type MailAutoresponder } from './mailContract';

/** The panel's dates and times are Brasília's. */
const PANEL_ZONE = '-0300';

/** A Sieve quoted string (RFC 5228 §2.4.2): only `"` and `\` are escaped; line breaks may stay. */
const quoted = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function moment(value: string, seconds: string): string {
  if (!MAIL_MOMENT.test(value)) throw new UnsafeConfigValue('unsafe moment');
  return quoted(`${value}:${seconds}`);
}

/**
 * The account's autoresponder as a Sieve script: a vacation reply, once per sender a day, and only
 * between its start and stop when they are set (compared with the current ISO 8601 time in the
 * panel's zone; "2026-12-02T09:00:00-03:00" sorts after "2026-12-02T09:00:00").
 */
export function renderVacation(autoresponder: MailAutoresponder): string {
  const tests = [
    autoresponder.start === null ? null : `currentdate :zone "${PANEL_ZONE}" :value "ge" "iso8601" ${moment(autoresponder.start, '00')}`,
    autoresponder.stop === null ? null : `currentdate :zone "${PANEL_ZONE}" :value "le" "iso8601" ${moment(autoresponder.stop, '59')}`,
  ].filter((test): test is string => test !== null);
  const reply = `vacation :days 1 :subject ${quoted(autoresponder.subject)} ${quoted(autoresponder.body)};`;
  const extensions = tests.length === 0 ? '"vacation"' : '"vacation", "date", "relational"';
  const body = tests.length === 0 ? reply : `if allof (${tests.join(', ')}) {\n  ${reply}\n}`;
  return `# Written by the node agent: the panel's autoresponder.\nrequire [${extensions}];\n${body}\n`;
}
