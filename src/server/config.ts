import { isIP } from 'node:net';
import path from 'node:path';
import { brandBuildName } from '../core/manifest/loadManifests';
import { storageFailureOf } from './http/storageFailure';
import { OutgoingSettingsError, readOutgoingSettings, type OutgoingSettings } from './outgoing/settings';

export interface ServerConfig {
  port: number;
  host: string;
  brand: string;
  dataDir: string;
  staticDir: string;
  production: boolean;
  /** Sandboxes (mail and SMS outboxes, social sign-in, payments, the development clock) and the demo accounts. */
  sandbox: boolean;
  trustProxy: string | boolean;
  timeScale: number;
  /** MYSQL_ADMIN_URL / POSTGRES_ADMIN_URL: real database servers for the database plugin. */
  databaseServers: { mysqlAdminUrl?: string; postgresAdminUrl?: string };
  /** DATABASE_URL (postgres://…): the panel's own data on PostgreSQL; unset keeps SQLite in DATA_DIR. */
  databaseUrl?: string;
  /** PANEL_HOSTS (comma list): the panel's own host names, which never serve a customer's site. */
  panelHosts: string[];
  /** MAIL_URL, SMS_URL, CAPTCHA_* (outgoing/settings.ts). */
  outgoing: OutgoingSettings;
}

/** Why the server will not start; printed as one sentence, never as a stack trace. */
export class ConfigError extends Error {}

const SWITCHED_ON = new Set(['1', 'on', 'true', 'yes']);
const LOOPBACK_NAMES = new Set(['localhost', 'ip6-localhost']);

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (LOOPBACK_NAMES.has(bare)) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '::ffff:127.0.0.1';
}

/**
 * The server's settings from its environment. The sandboxes sign anyone in as the demo owner and
 * show every reset link, so they are on only when SANDBOX says so (npm start does), never in
 * production, and only on a loopback address.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const sandbox = SWITCHED_ON.has(String(env.SANDBOX ?? '').toLowerCase());
  const host = env.HOST ?? '127.0.0.1';
  const brand = env.BRAND ?? 'default';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT=${env.PORT} não é uma porta válida.`);
  if (sandbox && production) throw new ConfigError('As sandboxes (SANDBOX) não podem ser ligadas com NODE_ENV=production.');
  if (sandbox && !isLoopback(host)) {
    throw new ConfigError(`Com as sandboxes ligadas (SANDBOX) o Painel só atende em loopback; HOST=${host} exporia o login de demonstração e as caixas de e-mail de teste.`);
  }
  const timeScale = Number(env.TIME_SCALE ?? 1);
  if (!(timeScale > 0)) throw new ConfigError(`TIME_SCALE=${env.TIME_SCALE} deve ser um número maior que zero.`);
  return {
    port,
    host,
    brand,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(root, 'dist', brandBuildName(brand))),
    production,
    sandbox,
    trustProxy: env.TRUST_PROXY ?? '127.0.0.1,::1',
    timeScale,
    databaseServers: { mysqlAdminUrl: env.MYSQL_ADMIN_URL || undefined, postgresAdminUrl: env.POSTGRES_ADMIN_URL || undefined },
    databaseUrl: databaseUrlOf(env.DATABASE_URL),
    panelHosts: (env.PANEL_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean),
    outgoing: readOutgoingSettings(env),
  };
}

function databaseUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new ConfigError('DATABASE_URL deve ser um endereço do PostgreSQL (postgres://usuário:senha@servidor:5432/banco); sem ele o Painel usa o SQLite da pasta de dados.');
  return value;
}

const NOT_WRITABLE = (c: ServerConfig) => `A pasta de dados ${c.dataDir} não aceita gravação (somente leitura ou sem permissão); aponte DATA_DIR para uma pasta gravável.`;

/** Start-up failures beyond the disk and database ones that storageFailureOf already names. */
const STARTUP_FAILURES: Record<string, (config: ServerConfig) => string> = {
  EACCES: NOT_WRITABLE,
  EPERM: NOT_WRITABLE,
  SQLITE_CANTOPEN: NOT_WRITABLE,
  ENOENT: (c) => `A pasta de dados ${c.dataDir} não existe e não pôde ser criada; aponte DATA_DIR para uma pasta gravável.`,
  ENOTDIR: (c) => `A pasta de dados ${c.dataDir} não existe e não pôde ser criada; aponte DATA_DIR para uma pasta gravável.`,
  EADDRINUSE: (c) => `A porta ${c.port} já está em uso; escolha outra com PORT.`,
  EADDRNOTAVAIL: (c) => `O endereço HOST=${c.host} não pertence a esta máquina.`,
};

/** One sentence for the operator about why start-up failed. */
export function describeStartupFailure(error: unknown, config: ServerConfig): string {
  if (error instanceof ConfigError || error instanceof OutgoingSettingsError) return error.message;
  const storage = storageFailureOf(error);
  if (storage?.kind === 'readonly') return NOT_WRITABLE(config);
  if (storage?.kind === 'full') return `Não há espaço em disco para a pasta de dados ${config.dataDir}.`;
  const code = String((error as { code?: unknown } | null)?.code ?? '').split('_').slice(0, 2).join('_');
  const sentence = STARTUP_FAILURES[code];
  return sentence ? sentence(config) : `O Painel não pôde iniciar: ${(error as Error)?.message ?? String(error)}`;
}
