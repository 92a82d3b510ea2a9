import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { emergencyState } from '@server/billing/emergency';
import { balanceForecast } from '@server/billing/forecast';
import type { Database } from '@server/db/database';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { creditNoticeMail, panelAddress } from './creditNoticeMail';
import type { CreditNoticeKind } from './creditNotices';
import { billingDb } from './tables';

/** A notice the mail transport refused is tried again on later rounds, this many times in all. */
const MAX_ATTEMPTS = 5;
/** How often each process looks for notices written by a recharge (billing runs send theirs at once). */
const SEND_INTERVAL_MS = 2_000;

type Mail = ServerContext['mailer'];

/**
 * Sends the credit notices not yet sent, each once: a notice is taken by a guarded update before
 * its mail goes, so two processes never both send it; one the transport refuses is put back.
 */
export async function sendCreditNotices(database: Database, mailer: Mail, log?: FastifyBaseLogger): Promise<number> {
  const db = billingDb(database);
  const due = await db.selectFrom('credit_notices').selectAll().where('sent_at', 'is', null).where('attempts', '<', MAX_ATTEMPTS).orderBy('id').limit(50).execute();
  let sent = 0;
  for (const notice of due) {
    const taken = await db.updateTable('credit_notices').set({ sent_at: new Date().toISOString(), attempts: notice.attempts + 1 }).where('id', '=', notice.id).where('sent_at', 'is', null).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    try {
      const user = await db.selectFrom('users').select(['name', 'email']).where('id', '=', notice.user_id).executeTakeFirst();
      if (!user) continue;
      const forecast = await balanceForecast(database, notice.user_id);
      const mail = creditNoticeMail(notice.kind as CreditNoticeKind, {
        name: user.name,
        domains: notice.domains,
        balanceCents: forecast.balanceCents,
        dailyCents: Math.round(forecast.hourCents * 24),
        days: forecast.days,
        emergencyAllowed: notice.kind === 'suspended' && (await emergencyState(database, notice.user_id)).isAllowed,
        panel: panelAddress(),
      });
      await Promise.resolve(mailer.send({ to: user.email, ...mail }));
      sent += 1;
    } catch (error) {
      await db.updateTable('credit_notices').set({ sent_at: null }).where('id', '=', notice.id).execute();
      log?.error({ err: error, notice: notice.id }, 'credit notice not sent');
    }
  }
  return sent;
}

/** Sends, every few seconds, what recharges wrote; stops with the server. */
export function startCreditNoticeSender(app: FastifyInstance, context: ServerContext): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendCreditNotices(context.db, context.mailer, app.log)
      .catch((error: unknown) => app.log.error({ err: error }, 'credit notices failed'))
      .finally(() => {
        running = false;
      });
  }, SEND_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
