import {
  DEFAULT_PHP_VERSION,
  PHP_BOOLEAN_SETTINGS,
  PHP_DEFAULTS,
  PHP_VERSIONS,
  type PhpValues,
  type PhpVersion,
} from '../contract';

/**
 * The hosting's `.user.ini`, which PHP (CGI/FPM) reads from the file root. It is the one place the
 * PHP settings live: the panel reads it back, so a value a customer wrote by hand (over FTP or the
 * file manager) shows on the page, and lines the panel does not manage are kept as they were.
 * The PHP version is a marker comment the web server's handler selection reads.
 */
export const USER_INI = '.user.ini';

/** The directive each setting is written as. */
const DIRECTIVES: Record<keyof PhpValues, string> = {
  post_max_size: 'post_max_size',
  upload_max_filesize: 'upload_max_filesize',
  memory_limit: 'memory_limit',
  max_execution_time: 'max_execution_time',
  max_input_time: 'max_input_time',
  max_input_vars: 'max_input_vars',
  display_errors: 'display_errors',
  output_compression: 'zlib.output_compression',
};
const SIZE_SETTINGS = new Set<keyof PhpValues>(['post_max_size', 'upload_max_filesize', 'memory_limit']);
const VERSION_MARKER = /^;\s*php_version\s*=\s*(\S+)\s*$/i;
const DIRECTIVE_LINE = /^\s*([A-Za-z0-9_.]+)\s*=\s*(.*?)\s*$/;

/** "128M", "1G", "512K", "-1" (no limit) as MB; null when unreadable. */
export function sizeInMb(value: string): number | null {
  const match = /^"?(-?\d+)\s*([KMG]?)"?$/i.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  if (amount < 0) return Number.POSITIVE_INFINITY;
  const unit = match[2].toUpperCase();
  if (unit === 'G') return amount * 1024;
  if (unit === 'K') return Math.floor(amount / 1024);
  if (unit === 'M') return amount;
  return Math.floor(amount / (1024 * 1024));
}

function asBoolean(value: string): boolean {
  return /^"?(1|on|true|yes)"?$/i.test(value.trim());
}

export interface UserIni {
  version: PhpVersion;
  values: PhpValues;
}

/** Reads the settings in force: the file's values over the defaults. Over-maximum values are kept as read. */
export function readUserIni(text: string): UserIni {
  const values: PhpValues = { ...PHP_DEFAULTS };
  let version: PhpVersion = DEFAULT_PHP_VERSION;
  for (const line of text.split(/\r?\n/)) {
    const marker = VERSION_MARKER.exec(line);
    if (marker && (PHP_VERSIONS as readonly string[]).includes(marker[1])) version = marker[1] as PhpVersion;
    const directive = DIRECTIVE_LINE.exec(line);
    if (!directive || line.trimStart().startsWith(';')) continue;
    const setting = (Object.keys(DIRECTIVES) as (keyof PhpValues)[]).find((key) => DIRECTIVES[key] === directive[1]);
    if (!setting) continue;
    if ((PHP_BOOLEAN_SETTINGS as readonly string[]).includes(setting)) {
      (values as Record<string, number | boolean>)[setting] = asBoolean(directive[2]);
    } else {
      const number = SIZE_SETTINGS.has(setting) ? sizeInMb(directive[2]) : Number(directive[2].replace(/"/g, ''));
      if (number !== null && !Number.isNaN(number)) (values as Record<string, number | boolean>)[setting] = number === -1 ? Number.POSITIVE_INFINITY : number;
    }
  }
  return { version, values };
}

function formatValue(setting: keyof PhpValues, value: number | boolean): string {
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  return SIZE_SETTINGS.has(setting) ? `${value}M` : String(value);
}

/**
 * The file with the given version and values: managed directives are rewritten in place, missing
 * ones appended, anything else (comments, other directives) kept.
 */
export function writeUserIni(previous: string, next: UserIni): string {
  const pending = new Map((Object.keys(DIRECTIVES) as (keyof PhpValues)[]).map((setting) => [DIRECTIVES[setting], setting]));
  const lines: string[] = [`; php_version = ${next.version}`];
  for (const line of previous.split(/\r?\n/)) {
    if (VERSION_MARKER.test(line)) continue;
    const directive = DIRECTIVE_LINE.exec(line);
    const setting = directive && !line.trimStart().startsWith(';') ? pending.get(directive[1]) : undefined;
    if (setting) {
      lines.push(`${DIRECTIVES[setting]} = ${formatValue(setting, next.values[setting])}`);
      pending.delete(DIRECTIVES[setting]);
    } else if (line !== '' || lines.at(-1) !== '') lines.push(line);
  }
  while (lines.at(-1) === '') lines.pop();
  for (const [directive, setting] of pending) lines.push(`${directive} = ${formatValue(setting, next.values[setting])}`);
  return lines.join('\n') + '\n';
}

