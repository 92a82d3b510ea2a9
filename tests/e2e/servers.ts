/**
 * Each Playwright worker talks to a server of its own, on its own fresh data folder, so tests in
 * parallel never see each other's changes to the demo accounts. Three by default: on CI's two cores
 * `npm test`'s browser tests took 1,316 s with three against 1,374-1,388 s with four (one run and two);
 * run alone, the suite took 1,204 s with three and 1,223 s with two (two of whose tests failed on a
 * missing build, retried). The cores were as busy with three as with four or five (idle under 1%,
 * sampled every 10 s from /proc/stat): a fourth worker's server, browser and waiting pages cost more
 * CPU than its overlap with the others saved.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));
const BASE_PORT = Number(process.env.E2E_PORT ?? 3199);

export function serverPort(parallelIndex: number): number {
  return BASE_PORT + parallelIndex * 100;
}

export const serverPorts = Array.from({ length: E2E_WORKERS }, (_, index) => serverPort(index));

/** Passive ports each server's FTP server may use; ranges of different HTTP ports never overlap. */
export const FTP_PASV_PORTS = 8;
const PASV_BASE = 40000;
const PASV_SLOTS = Math.floor((65536 - PASV_BASE) / FTP_PASV_PORTS);

/**
 * The FTP port and passive range of the server on `httpPort`, derived from it so that the servers
 * of every lane and worker (and the spec-owned ones on +1000) run side by side: the FTP port is
 * httpPort + 20000 and the passive ranges sit above 40000, apart from any HTTP or FTP port.
 */
/**
 * The browser tests' servers keep databases in the sandbox even where CI runs real MariaDB and
 * PostgreSQL: the workers' servers have their own data folders but would share one real server,
 * where one worker's hosting removal or restore would drop another's databases. The real servers
 * are proven by the API tests (src/server/provisioning, src/plugins/database/server).
 */
export const SANDBOX_DATABASES = { MYSQL_ADMIN_URL: '', POSTGRES_ADMIN_URL: '' };

export function ftpEnv(httpPort: number): { FTP_PORT: string; FTP_PASV_MIN: string; FTP_PASV_MAX: string } {
  const slot = (((httpPort - 3000) % PASV_SLOTS) + PASV_SLOTS) % PASV_SLOTS;
  const pasvMin = PASV_BASE + slot * FTP_PASV_PORTS;
  return { FTP_PORT: String(httpPort + 20000), FTP_PASV_MIN: String(pasvMin), FTP_PASV_MAX: String(pasvMin + FTP_PASV_PORTS - 1) };
}
