/**
 * The baseline's bare Fastify doing the panel's work for `GET /api/hosting`, and nothing else:
 * hash the bearer token, read the session and user, read the owned and shared hostings with the
 * panel's SQL from the panel's own SQLite file (DATABASE_FILE), answer the same JSON. Beside the
 * panel it shows what its framework costs (hooks, access guard, query builder); beside the
 * baseline, what the route's own work costs when both reads run on every request (the panel
 * reuses them while its database is unchanged). Started by bench/api-throughput.ts on PORT.
 */
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { createHash } from 'node:crypto';

interface HostingRow {
  domain: string;
  domain_alt: string;
  status: string;
  product: string;
  plan_name: string;
  plan_id: number;
  server: string;
  server_ip: string;
  region: string;
  created_at: string;
  is_tester: number;
  has_domain: number;
  owned: number;
  has_website: number | null;
  share_has_domain: number | null;
  has_email: number | null;
}

const db = new Database(process.env.DATABASE_FILE!, { readonly: true });
const session = db.prepare<[string], { id: number; expires_at: string }>(
  'select users.id, sessions.expires_at from sessions inner join users on users.id = sessions.user_id where sessions.token_hash = ?',
);
const COLUMNS = 'hostings.domain, hostings.domain_alt, hostings.status, hostings.product, hostings.plan_name, hostings.plan_id, hostings.server, hostings.server_ip, hostings.region, hostings.created_at, hostings.is_tester, hostings.has_domain';
const hostings = db.prepare<[number, number, number], HostingRow>(
  `select ${COLUMNS}, 1 as owned, null as has_website, null as share_has_domain, null as has_email from hostings where hostings.owner_id = ?
   union all select ${COLUMNS}, 0, hosting_shares.has_website, hosting_shares.has_domain, hosting_shares.has_email from hosting_shares
   inner join hostings on hostings.id = hosting_shares.hosting_id where hosting_shares.user_id = ? and hostings.owner_id != ?
   order by owned desc, domain`,
);

const app = Fastify({ logger: true });
app.get('/api/hosting', async (request, reply) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const user = session.get(createHash('sha256').update(token).digest('hex'));
  if (!user || user.expires_at <= new Date().toISOString()) return reply.status(401).send({ message: 'Não autenticado.' });
  const data = hostings.all(user.id, user.id, user.id).map((row) => ({
    domain: row.domain,
    domainAlt: row.domain_alt,
    status: row.status.toLowerCase(),
    statusText: row.status,
    product: row.product,
    plan: row.plan_name,
    planId: row.plan_id,
    server: row.server,
    serverIp: row.server_ip,
    region: row.region,
    regionName: row.region,
    createdAt: row.created_at,
    paused: row.status === 'Paused',
    isGuest: row.owned === 0,
    isTester: row.is_tester === 1,
    hasDomain: row.has_domain === 1,
    permissions: row.owned
      ? { hasWebsite: true, hasDomain: true, hasEmail: true }
      : { hasWebsite: row.has_website === 1, hasDomain: row.share_has_domain === 1, hasEmail: row.has_email === 1 },
  }));
  return { data };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
