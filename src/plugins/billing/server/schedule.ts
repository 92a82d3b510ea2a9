import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/database';
import { runBilling } from './engine';

const DEFAULT_INTERVAL_SECONDS = 3600;

/** Real time between runs, never scaled by timeScale; BILLING_INTERVAL_SECONDS shortens it for demos. */
export function billingIntervalMs(env = process.env): number {
  const seconds = Number(env.BILLING_INTERVAL_SECONDS ?? DEFAULT_INTERVAL_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_INTERVAL_SECONDS) * 1000;
}

/** Runs the engine every interval while the API is up, then `afterRun` (the e-mails it calls for); a slow run is never overlapped by the next. */
export function startBillingTimer(app: FastifyInstance, db: Database, afterRun: () => Promise<unknown> = async () => undefined): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runBilling(db)
      .then(afterRun)
      .catch((error: unknown) => app.log.error({ err: error }, 'billing run failed'))
      .finally(() => {
        running = false;
      });
  }, billingIntervalMs());
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
