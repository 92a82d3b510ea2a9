import { HOSTNAME, REDIRECT_CODES } from './contract';
import { SAFE_PATH } from './nodeConfig';

/**
 * Every value a configuration file interpolates passes one of these on its way in, even though the
 * operation's schema checked it already: a renderer never pastes a string it has not re-checked.
 */
export class UnsafeConfigValue extends Error {}

function checked(kind: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new UnsafeConfigValue(`unsafe ${kind}`);
  return value;
}

export const hostValue = (value: string) => checked('host name', value, HOSTNAME);
export const pathValue = (value: string) => checked('path', value, SAFE_PATH);
/** Double-quoted in nginx; the characters nginx would read as a variable, an escape or the quote's end are refused. */
export const urlValue = (value: string) => checked('url', value, /^https?:\/\/[A-Za-z0-9._~:/?#[\]@!&()*+,=%-]+$/);
export const nameValue = (value: string) => checked('name', value, /^[a-z_][a-z0-9_-]{0,31}$/);
export const addressValue = (value: string) => checked('address', value, /^[0-9.]+$|^\[[0-9a-f:]+\]$/i);

export function codeValue(code: number): string {
  if (!(REDIRECT_CODES as readonly number[]).includes(code)) throw new UnsafeConfigValue('unsafe redirect code');
  return String(code);
}

export function integerValue(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new UnsafeConfigValue('unsafe number');
  return String(value);
}
