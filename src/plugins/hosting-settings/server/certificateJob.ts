import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http/errors';
import type { JobsTable } from '@server/jobs/jobs';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { CERTIFICATE_FAILURES, type Site } from '../../../node/contract';
import { sslStates } from './sslState';

export const SSL_JOB = 'hosting-settings.ssl';
/** How long the sandbox certificate authority takes to validate the domain and issue; scaled. */
export const SANDBOX_ISSUE_MS = 60_000;
/** The waits after each failed attempt; a first issue gives up after the last, a renewal keeps the last wait. */
export const SSL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
/** Renewed this long before expiry (Let's Encrypt's advice for 90-day certificates), or at two thirds of a shorter life. */
const RENEW_BEFORE_MS = 30 * 24 * 60 * 60_000;

export interface SslJobPayload {
  hostingId: number;
  /** Failed attempts so far in this round. */
  failures?: number;
}

/** The names a hosting's certificate covers: the domain, every alias, each with `www.`, and every subdomain. The temporary domain is the provider's. */
export function certificateNames(site: Site): string[] {
  return [...new Set([site.domain, `www.${site.domain}`, ...site.aliases.flatMap((alias) => [alias, `www.${alias}`]), ...site.subdomains.map((subdomain) => subdomain.host)])].slice(0, 100);
}

/** When a certificate is renewed. */
export function renewalAt(issuedAt: string, expiresAt: string): Date {
  const [issued, expires] = [Date.parse(issuedAt), Date.parse(expiresAt)];
  return new Date(expires - Math.min(RENEW_BEFORE_MS, (expires - issued) / 3));
}

const nameSet = (names: string[]) => [...names].sort().join('\n');
const sameNames = (a: string[], b: string[]) => nameSet(a) === nameSet(b);

/** The hosting's certificate jobs still waiting: at most its renewal, or the retry of a failed attempt, or an issue for new names. */
async function queuedSslJobsOf(db: Database, hostingId: number): Promise<{ id: string }[]> {
  const rows = await db.withTables<{ jobs: JobsTable }>().selectFrom('jobs').select(['id', 'payload']).where('kind', '=', SSL_JOB).where('status', '=', 'queued').execute();
  return rows.filter((row) => (JSON.parse(row.payload) as SslJobPayload).hostingId === hostingId);
}

/**
 * A certificate covers the names the site had when it was issued. When an alias or subdomain
 * comes or goes while it is active, it is issued again for the new set of names: the hosting's
 * waiting job (its renewal) runs now, or a new one is queued.
 */
export function reissueWhenNamesChange(context: ServerContext): void {
  const { db, jobs, nodeSites } = context;
  const states = sslStates(db);
  nodeSites.onSiteWritten(async (site) => {
    const state = await states.get(site.hostingId);
    if (state.status !== 'active' || state.names === null || sameNames(JSON.parse(state.names) as string[], certificateNames(site))) return;
    const now = new Date().toISOString();
    const waiting = await queuedSslJobsOf(db, site.hostingId);
    if (waiting.length > 0) {
      await db.withTables<{ jobs: JobsTable }>().updateTable('jobs').set({ run_at: now, updated_at: now }).where('id', 'in', waiting.map((job) => job.id)).where('status', '=', 'queued').execute();
      return;
    }
    const hosting = await db.selectFrom('hostings').select('owner_id').where('id', '=', site.hostingId).executeTakeFirst();
    if (hosting) await jobs.enqueue(hosting.owner_id, SSL_JOB, { hostingId: site.hostingId } satisfies SslJobPayload);
  });
}

/**
 * A hosting's certificate, issued or renewed by its node: the node orders it from the ACME server and
 * serves HTTPS with it; the panel records its expiry and queues its renewal. A failure is written
 * with its reason (the node's Portuguese text) and tried again later; a first issue that keeps
 * failing goes back to inactive, the reason still shown, for the customer to try again.
 */
export function certificateJob(context: ServerContext, log: FastifyBaseLogger): void {
  const { db, jobs, nodeSites, timeScale } = context;
  const states = sslStates(db);

  jobs.handle(SSL_JOB, async (payload, run) => {
    const { hostingId, failures = 0 } = payload as SslJobPayload;
    const hosting = await db.selectFrom('hostings').select(['id', 'domain', 'domain_alt', 'status', 'owner_id']).where('id', '=', hostingId).executeTakeFirst();
    const state = await states.get(hostingId);
    // Switched off (or the hosting is gone) since the job was queued: nothing to issue.
    if (!hosting || state.status === 'inactive') return { hostingId, skipped: true };

    let issued: { names: string[]; issuedAt: string; expiresAt: string };
    try {
      issued = await run.step('issued', async () => {
        // The node must serve the site (and so the challenges on every name) before the ACME server asks.
        await nodeSites.changed(hostingId);
        const site = await nodeSites.siteOf({ id: hosting.id, domain: hosting.domain, status: hosting.status, temporaryDomain: hosting.domain_alt });
        if (!site) throw new HttpError(409, CERTIFICATE_FAILURES.refused);
        return nodeSites.node.perform('issueCertificate', { hostingId, names: certificateNames(site) });
      });
    } catch (error) {
      const reason = error instanceof HttpError ? error.message : CERTIFICATE_FAILURES.refused;
      if (!(error instanceof HttpError)) log.error({ err: error, hostingId }, 'certificate: the issue failed');
      const givingUp = state.status === 'checking' && failures + 1 >= SSL_RETRY_DELAYS_MS.length;
      await run.transactionStep('failed', async (trx) => {
        await states.save(hostingId, { failure: reason, ...(givingUp ? { status: 'inactive' as const } : {}) }, trx);
        const wait = SSL_RETRY_DELAYS_MS[Math.min(failures, SSL_RETRY_DELAYS_MS.length - 1)];
        if (!givingUp) await jobs.enqueue(hosting.owner_id, SSL_JOB, { hostingId, failures: failures + 1 } satisfies SslJobPayload, wait * timeScale, trx);
      });
      return { hostingId, failure: reason, retried: !givingUp };
    }

    await run.transactionStep('recorded', async (trx) => {
      await states.save(hostingId, { status: 'active', issued_at: issued.issuedAt, expires_at: issued.expiresAt, names: JSON.stringify(issued.names), failure: null }, trx);
      const renewal = renewalAt(issued.issuedAt, issued.expiresAt).getTime() - Date.now();
      // One renewal per hosting: a renewal queued for the certificate this one replaces goes.
      const superseded = (await queuedSslJobsOf(trx, hostingId)).map((job) => job.id);
      if (superseded.length > 0) await trx.withTables<{ jobs: JobsTable }>().deleteFrom('jobs').where('id', 'in', superseded).execute();
      await jobs.enqueue(hosting.owner_id, SSL_JOB, { hostingId } satisfies SslJobPayload, Math.max(0, renewal), trx);
    });
    return { hostingId, expiresAt: issued.expiresAt };
  });
}
