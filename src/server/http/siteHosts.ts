import type { FastifyInstance } from 'fastify';

/** A page the API serves in place of a customer's site, for a request addressed to its domain. */
export interface SitePage {
  status: number;
  html: string;
}

/** Answers for a host name (lower case, no port), or null when that site is not its concern. */
export type SiteResponder = (hostname: string) => Promise<SitePage | null>;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Names that are the panel itself, never a customer's site: loopback, addresses, single labels. */
export function isSiteHostname(hostname: string): boolean {
  return hostname.includes('.') && !IPV4.test(hostname) && !hostname.startsWith('[') && !hostname.endsWith('.localhost');
}

/**
 * Requests whose Host names a customer's site (a suspended hosting's screen) rather than the
 * panel: plugins add responders, and the first that answers serves the page.
 */
export class SiteHosts {
  private readonly responders: SiteResponder[] = [];
  private readonly panelHosts: ReadonlySet<string>;

  /** `panelHosts`: the panel's own names (PANEL_HOSTS), never a customer's site, so never looked up. */
  constructor(panelHosts: readonly string[] = []) {
    this.panelHosts = new Set(panelHosts.map((host) => host.toLowerCase().replace(/\.$/, '')));
  }

  add(responder: SiteResponder): void {
    this.responders.push(responder);
  }

  async pageFor(hostname: string): Promise<SitePage | null> {
    if (this.responders.length === 0 || !isSiteHostname(hostname) || this.panelHosts.has(hostname)) return null;
    for (const responder of this.responders) {
      const page = await responder(hostname);
      if (page) return page;
    }
    return null;
  }
}

export function installSiteHosts(app: FastifyInstance, sites: SiteHosts): void {
  app.addHook('onRequest', async (request, reply) => {
    const page = await sites.pageFor(request.hostname.toLowerCase().replace(/\.$/, ''));
    if (!page) return;
    return reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
      .send(page.html);
  });
}
