import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ConfigError } from '@server/config';

/** Where the FTP server listens and what the panel tells customers (docs/ftp.md). */
export interface FtpSettings {
  /** FTP_SERVER=off: this process serves no FTP (another one does); GET /ftp still tells FTP_PORT. */
  serve: boolean;
  /** The address it binds to: FTP_BIND, else the API's HOST, else loopback. */
  bind: string;
  port: number;
  /** The host customers type (FTP_HOST), shown by GET /ftp. */
  host: string;
  pasvMin: number;
  pasvMax: number;
}

export const DEFAULT_FTP_PORT = 2121;
export const DEFAULT_PASV_MIN = 30000;
export const DEFAULT_PASV_MAX = 30009;

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > 65535) throw new ConfigError(`${name}=${raw} não é uma porta válida.`);
  return value;
}

export function ftpSettingsFrom(env: NodeJS.ProcessEnv): FtpSettings {
  const bind = env.FTP_BIND || env.HOST || '127.0.0.1';
  const port = portFrom(env, 'FTP_PORT', DEFAULT_FTP_PORT);
  const pasvMin = portFrom(env, 'FTP_PASV_MIN', DEFAULT_PASV_MIN, 1024);
  const pasvMax = portFrom(env, 'FTP_PASV_MAX', Math.max(pasvMin, env.FTP_PASV_MIN ? pasvMin + 9 : DEFAULT_PASV_MAX), 1024);
  if (pasvMax < pasvMin) throw new ConfigError(`FTP_PASV_MAX=${pasvMax} deve ser maior ou igual a FTP_PASV_MIN=${pasvMin}.`);
  const host = env.FTP_HOST || (WILDCARDS.has(bind) ? 'localhost' : bind);
  const serve = !['off', '0', 'false', 'no'].includes(String(env.FTP_SERVER ?? '').toLowerCase());
  return { serve, bind, port, host, pasvMin, pasvMax };
}

/**
 * The IPv4 address a PASV answer names: loopback for a client on this machine, else FTP_HOST
 * (looked up when it is a name). EPSV, which curl and lftp try first, needs none.
 */
export async function passiveAddress(settings: FtpSettings, clientIp: string | undefined): Promise<string> {
  const client = (clientIp ?? '').replace(/^::ffff:/, '');
  if (client.startsWith('127.') || client === '::1') return '127.0.0.1';
  if (isIP(settings.host) === 4) return settings.host;
  if (isIP(settings.bind) === 4 && !WILDCARDS.has(settings.bind)) return settings.bind;
  return (await lookup(settings.host, { family: 4 })).address;
}
