import type { FastifyInstance } from 'fastify';
import { billingNow } from '@server/billing/clock';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { DAY_MS } from './daily';

/** Days before today of the demo restore points; today's is the newest. */
const DEMO_DAYS_AGO = [5, 2, 0];

/** Apps whose fresh database asked for demo points, taken once every plugin has registered its data holder. */
const pending = new WeakSet<ServerContext>();

/** The plugin's seed: only notes the wish, since plugins register their holders (e-mail, databases) after seeding. */
export async function seedRestorePoints(context: ServerContext): Promise<void> {
  pending.add(context);
}

/** When the API is ready, takes the demo restore points the seed asked for. */
export function takeSeededPointsWhenReady(app: FastifyInstance, context: ServerContext): void {
  if (!pending.delete(context)) return;
  // Demo points are a courtesy: a server on a full disk still starts, and says why they are missing.
  app.addHook('onReady', async () => {
    await takeDemoPoints(context).catch((error: unknown) => app.log.warn({ err: error }, 'the demo restore points could not be taken'));
  });
}

/** Real restore points for the demo hostings: all their data as the other plugins seeded it, archived today and days before. */
async function takeDemoPoints({ db, backups }: ServerContext): Promise<void> {
  const hostings = await db.selectFrom('hostings').select(['id', 'domain', 'username']).where('status', 'in', ['Active', 'Paused']).execute();
  const now = (await billingNow(db)).getTime();
  const [oldest, ...later] = DEMO_DAYS_AGO.map((days) => new Date(now - days * DAY_MS));
  for (const hosting of hostings) {
    // Nothing changes between the demo's days: one archive, filed under each of them.
    const point = await backups.take(hosting, oldest);
    for (const at of later) await backups.copy(point, at);
  }
}
