import type { AddressInfo } from 'node:net';
import { FtpSrv, GeneralError } from './ftpSrv';
import { LoginThrottle } from '@server/auth/loginThrottle';
import { ConfigError } from '@server/config';
import type { HostingFiles } from '@server/hostingFiles/fileRoot';
import type { RunningService } from '@server/plugins/serverPlugin';
import type { FtpAccounts } from './accounts';
import { ConfinedFileSystem } from './confinedFileSystem';
import { passiveAddress, type FtpSettings } from './settings';

/** The subset of a pino/bunyan logger that ftp-srv calls. */
export interface FtpLog {
  child: (bindings: Record<string, unknown>) => FtpLog;
  trace: (...args: unknown[]) => void;
  debug: (...args: unknown[]) => void;
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

const quiet = () => undefined;
export const SILENT_LOG: FtpLog = { child: () => SILENT_LOG, trace: quiet, debug: quiet, info: quiet, warn: quiet, error: quiet };

/**
 * ftp-srv logs every refused command (a wrong password, a path out of the home) as an error;
 * those are the customers' mistakes, not the server's, so they are written as warnings.
 */
export function customerFacingLog(log: FtpLog): FtpLog {
  return {
    child: (bindings) => customerFacingLog(log.child(bindings)),
    trace: (...args) => log.trace(...args),
    debug: (...args) => log.debug(...args),
    info: (...args) => log.info(...args),
    warn: (...args) => log.warn(...args),
    error: (...args) => log.warn(...args),
  };
}

export const LOGIN_FAILED = 'Usuário ou senha incorretos.';
export const tooManyAttempts = (minutes: number) => `Muitas tentativas de acesso. Tente novamente em ${minutes} min.`;
/** A wrong password waits this long before its answer, which slows guessing down. */
const FAILED_LOGIN_DELAY_MS = 1000;
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;

export interface StartFtpOptions {
  accounts: FtpAccounts;
  files: HostingFiles;
  settings: FtpSettings;
  log?: FtpLog;
  failedLoginDelayMs?: number;
  /** The panel's sign-in limits (10 failures an account, 100 an address, in 15 minutes), kept apart. */
  throttle?: LoginThrottle;
}

export interface RunningFtpServer extends RunningService {
  /** The port it listens on (the one asked for, or the one the system chose for port 0). */
  port: number;
}

/**
 * The FTP server (ftp-srv) over every hosting's file root: the main access sees the whole root,
 * extra users their home folder only, each signing in with the password set in the panel.
 */
export async function startFtpServer({ accounts, files, settings, log = SILENT_LOG, failedLoginDelayMs = FAILED_LOGIN_DELAY_MS, throttle = new LoginThrottle() }: StartFtpOptions): Promise<RunningFtpServer> {
  const before = Object.fromEntries(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const server = new FtpSrv({
    url: `ftp://${settings.bind.includes(':') ? `[${settings.bind}]` : settings.bind}:${settings.port}`,
    pasv_min: settings.pasvMin,
    pasv_max: settings.pasvMax,
    pasv_url: ((clientIp: string) => passiveAddress(settings, clientIp)) as unknown as string,
    anonymous: false,
    greeting: 'Painel FTP',
    log: customerFacingLog(log.child({ service: 'ftp' })),
  });
  // ftp-srv exits the process on these signals by itself; main.ts closes it with the API instead.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before[signal]!.includes(listener)) process.removeListener(signal, listener);
  }

  server.on('login', ({ connection, username, password }, resolve, reject) => {
    const attempt = { account: String(username).trim().toLowerCase(), address: connection.ip };
    throttle
      .lockedMinutes(attempt)
      .then(async (locked) => {
        if (locked > 0) return reject(new GeneralError(tooManyAttempts(locked), 530));
        const session = await accounts.authenticate(username, password);
        if (!session) {
          await throttle.recordFailure(attempt);
          await new Promise((done) => setTimeout(done, failedLoginDelayMs));
          return reject(new GeneralError(LOGIN_FAILED, 530));
        }
        await throttle.recordSuccess(attempt);
        resolve({ fs: await ConfinedFileSystem.open(connection, files, session.hostingId, session.home) });
      })
      .catch((error: Error) => reject(error));
  });

  // A client that drops its data connection must not take the server down.
  server.on('client-error', ({ error }) => log.debug({ err: error }, 'ftp client error'));

  try {
    await server.listen();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new ConfigError(`A porta FTP ${settings.port} já está em uso; escolha outra com FTP_PORT.`);
    if (code === 'EACCES') throw new ConfigError(`A porta FTP ${settings.port} exige privilégios; escolha uma acima de 1023 com FTP_PORT.`);
    throw error;
  }
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    port: address.port,
    close: async () => {
      await server.close();
    },
  };
}
