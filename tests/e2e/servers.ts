/**
 * Each Playwright worker talks to a server of its own, on its own fresh data folder, so tests in
 * parallel never see each other's changes to the demo accounts.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 3199);

export function serverPort(parallelIndex: number): number {
  return BASE_PORT + parallelIndex * 100;
}

export const serverPorts = Array.from({ length: E2E_WORKERS }, (_, index) => serverPort(index));
