import { describe, expect, it } from 'vitest';
import { isSiteHostname, SiteHosts } from './siteHosts';

describe('site hosts', () => {
  it('never takes the panel\'s own loopback names and addresses for a customer\'s site', () => {
    for (const panel of ['localhost', '127.0.0.1', '10.0.0.12', '[::1]', 'painel.localhost']) expect(isSiteHostname(panel), panel).toBe(false);
    for (const site of ['sitedocliente.com.br', 'www.loja.com']) expect(isSiteHostname(site), site).toBe(true);
  });

  it('asks the responders in order and serves the first answer', async () => {
    const sites = new SiteHosts();
    const asked: string[] = [];
    sites.add(async (host) => (asked.push(`a:${host}`), null));
    sites.add(async (host) => (asked.push(`b:${host}`), host === 'x.com.br' ? { status: 503, html: 'b' } : null));
    sites.add(async () => ({ status: 200, html: 'c' }));
    expect(await sites.pageFor('x.com.br')).toEqual({ status: 503, html: 'b' });
    expect(await sites.pageFor('localhost')).toBeNull();
    expect(asked).toEqual(['a:x.com.br', 'b:x.com.br']);
  });

  it('never looks up the panel\'s own host names (PANEL_HOSTS)', async () => {
    const sites = new SiteHosts(['Painel.Provedor.com.br']);
    const asked: string[] = [];
    sites.add(async (host) => (asked.push(host), { status: 503, html: 'x' }));
    expect(await sites.pageFor('painel.provedor.com.br')).toBeNull();
    expect(await sites.pageFor('cliente.com.br')).toEqual({ status: 503, html: 'x' });
    expect(asked).toEqual(['cliente.com.br']);
  });
});
