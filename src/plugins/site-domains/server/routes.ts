import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessCondition } from '@core/shared';
import { hostingOf } from '@server/access/guard';
import { CLAIM_TEXTS } from '@server/domains/claims';
import { fieldError, HttpError, MESSAGES, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { aliasSchema, redirectSchema, subdomainSchema } from '../contract';
import { hostingNames, migrations, nodeSitePart, presentRedirect, presentSubdomain, siteClaims, siteDb, type SiteHosting } from './store';
import { withContract } from '@server/http/contracts';

const ACCESS: AccessCondition = { rule: 'hasDomain', requiresDomain: true, hostingStatus: ['Active'] };
const config = { config: { access: ACCESS } };

const SITE_MESSAGES = {
  aliasTaken: 'Este domínio já está em uso em uma hospedagem.',
  aliasIsSubdomain: 'Este é um subdomínio da hospedagem: crie-o na aba Subdomínios.',
  subdomainTaken: 'Este subdomínio já existe.',
  sourceUnknown: 'Escolha um dos domínios da hospedagem.',
  sourceTaken: 'Já existe um redirecionamento para esta origem.',
  targetLoops: 'O destino não pode ser a própria origem.',
} as const;

type Named = { Params: { resource: string; name: string } };

export default defineServerPlugin({
  migrations,
  async seed({ db }) {
    const loja = await db.selectFrom('hostings').select(['id', 'domain']).where('domain', '=', 'lojadaana.com.br').executeTakeFirst();
    if (!loja) return;
    const site = siteDb(db);
    await site.insertInto('site_aliases').values({ hosting_id: loja.id, domain: 'lojadaana.net.br' }).execute();
    await site.insertInto('site_subdomains').values({ hosting_id: loja.id, label: 'blog', dir: 'blog' }).execute();
    await site.insertInto('site_redirects').values({ hosting_id: loja.id, source: 'www.lojadaana.net.br', target: 'https://lojadaana.com.br', type: '301' }).execute();
  },

  routes(app: FastifyInstance, { db, domainClaims, nodeSites }) {
    const site = siteDb(db);
    domainClaims.add(siteClaims(db));
    nodeSites.add(nodeSitePart(site));
    /** The node serves the change at once; should it fail, the next pass of the node's loop retries. */
    const served = (hosting: SiteHosting) => void nodeSites.changed(hosting.id).catch(() => undefined);
    const hostingFrom = (request: FastifyRequest): SiteHosting & { ownerId: number } => {
      const { row } = hostingOf(request);
      return { id: row.id, domain: row.domain, ownerId: row.owner_id };
    };
    /** Both routes check first; a request that loses a race to the same name still gets the field error. */
    const createConfig = (unique: Record<string, { field: string; message: string }>) => ({ config: { access: ACCESS, unique } });
    const removeRedirectsFrom = (hosting: SiteHosting, sources: string[]) =>
      site.deleteFrom('site_redirects').where('hosting_id', '=', hosting.id).where('source', 'in', sources).execute();

    app.get('/domain/:resource/alias', config, async (request) => {
      const rows = await site.selectFrom('site_aliases').select('domain').where('hosting_id', '=', hostingFrom(request).id).orderBy('domain').execute();
      return { data: rows.map((r) => r.domain) };
    });

    const aliasConfig = createConfig({ 'site_aliases.domain': { field: 'domain', message: SITE_MESSAGES.aliasTaken } });
    app.post('/domain/:resource/alias', withContract(aliasConfig, { body: aliasSchema }), async (request, reply) => {
      const hosting = hostingFrom(request);
      const { domain } = parse(aliasSchema, request.body);
      if (domain.endsWith(`.${hosting.domain}`)) throw fieldError('domain', SITE_MESSAGES.aliasIsSubdomain);
      const refusal = await domainClaims.refusal(domain, hosting.ownerId);
      if (refusal) throw fieldError('domain', refusal === 'heldByOther' ? CLAIM_TEXTS.heldByOther : SITE_MESSAGES.aliasTaken);
      await site.insertInto('site_aliases').values({ hosting_id: hosting.id, domain }).execute();
      served(hosting);
      return reply.status(201).send({ data: domain });
    });

    app.delete<Named>('/domain/:resource/alias/:name', config, async (request, reply) => {
      const hosting = hostingFrom(request);
      const domain = request.params.name.toLowerCase();
      const deleted = await site.deleteFrom('site_aliases').where('hosting_id', '=', hosting.id).where('domain', '=', domain).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, MESSAGES.notFound);
      await removeRedirectsFrom(hosting, [domain, `www.${domain}`]);
      served(hosting);
      return reply.status(204).send();
    });

    app.get('/domain/:resource/subdomain', config, async (request) => {
      const hosting = hostingFrom(request);
      const rows = await site.selectFrom('site_subdomains').select(['label', 'dir']).where('hosting_id', '=', hosting.id).orderBy('label').execute();
      return { data: rows.map((row) => presentSubdomain(hosting, row)) };
    });

    const subdomainConfig = createConfig({ 'site_subdomains.hosting_id, site_subdomains.label': { field: 'domain', message: SITE_MESSAGES.subdomainTaken } });
    app.post('/domain/:resource/subdomain', withContract(subdomainConfig, { body: subdomainSchema }), async (request, reply) => {
      const hosting = hostingFrom(request);
      const body = parse(subdomainSchema, request.body);
      const taken = await site.selectFrom('site_subdomains').select('id').where('hosting_id', '=', hosting.id).where('label', '=', body.domain).executeTakeFirst();
      if (taken) throw fieldError('domain', SITE_MESSAGES.subdomainTaken);
      if ((await domainClaims.refusal(`${body.domain}.${hosting.domain}`, hosting.ownerId)) === 'heldByOther') throw fieldError('domain', CLAIM_TEXTS.heldByOther);
      const row = { label: body.domain, dir: body.dir || body.domain };
      await site.insertInto('site_subdomains').values({ hosting_id: hosting.id, ...row }).execute();
      served(hosting);
      return reply.status(201).send({ data: presentSubdomain(hosting, row) });
    });

    app.put<Named>('/domain/:resource/subdomain/:name', withContract(config, { body: subdomainSchema.pick({ dir: true }) }), async (request) => {
      const hosting = hostingFrom(request);
      const label = request.params.name.toLowerCase();
      const { dir } = parse(subdomainSchema, { ...(request.body as object), domain: label });
      const updated = await site.updateTable('site_subdomains').set({ dir: dir || label }).where('hosting_id', '=', hosting.id).where('label', '=', label).executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new HttpError(404, MESSAGES.notFound);
      served(hosting);
      return { data: presentSubdomain(hosting, { label, dir: dir || label }) };
    });

    app.delete<Named>('/domain/:resource/subdomain/:name', config, async (request, reply) => {
      const hosting = hostingFrom(request);
      const label = request.params.name.toLowerCase();
      const deleted = await site.deleteFrom('site_subdomains').where('hosting_id', '=', hosting.id).where('label', '=', label).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, MESSAGES.notFound);
      await removeRedirectsFrom(hosting, [`${label}.${hosting.domain}`]);
      served(hosting);
      return reply.status(204).send();
    });

    app.get('/domain/:resource/redirect', config, async (request) => {
      const rows = await site.selectFrom('site_redirects').select(['source', 'target', 'type']).where('hosting_id', '=', hostingFrom(request).id).orderBy('source').execute();
      return { data: rows.map(presentRedirect) };
    });

    app.get('/domain/:resource/redirect/list-domains', config, async (request) => ({ data: await hostingNames(site, hostingFrom(request)) }));

    const redirectConfig = createConfig({ 'site_redirects.hosting_id, site_redirects.source': { field: 'source', message: SITE_MESSAGES.sourceTaken } });
    app.post('/domain/:resource/redirect', withContract(redirectConfig, { body: redirectSchema }), async (request, reply) => {
      const hosting = hostingFrom(request);
      const body = parse(redirectSchema, request.body);
      if (!(await hostingNames(site, hosting)).includes(body.source)) throw fieldError('source', SITE_MESSAGES.sourceUnknown);
      if (new URL(body.target).hostname === body.source) throw fieldError('target', SITE_MESSAGES.targetLoops);
      const taken = await site.selectFrom('site_redirects').select('id').where('hosting_id', '=', hosting.id).where('source', '=', body.source).executeTakeFirst();
      if (taken) throw fieldError('source', SITE_MESSAGES.sourceTaken);
      await site.insertInto('site_redirects').values({ hosting_id: hosting.id, ...body }).execute();
      served(hosting);
      return reply.status(201).send({ data: presentRedirect(body) });
    });

    app.delete<Named>('/domain/:resource/redirect/:name', config, async (request, reply) => {
      const hosting = hostingFrom(request);
      const deleted = await site.deleteFrom('site_redirects').where('hosting_id', '=', hosting.id).where('source', '=', request.params.name.toLowerCase()).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, MESSAGES.notFound);
      served(hosting);
      return reply.status(204).send();
    });
  },
});
