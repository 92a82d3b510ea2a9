import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { lazyModule, preloadModule } from './registry';
import { warmStart as startWarm } from './warmStart';

const LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol }).$$typeof === LAZY;

beforeAll(async () => {
  await i18n.init({ lng: 'pt-BR', resources: {} });
});

/**
 * warmStart leaves its modules loading; the file waits for them before it ends, or their imports
 * land in the next file of this worker's shared module graph, after this one's environment is gone
 * (a CI run failed masks.test.ts on ProfilePage's imports this way).
 */
const started = new Set<string>();
function warmStart(pathname: string): string[] {
  const keys = startWarm(pathname);
  for (const key of keys) started.add(key);
  return keys;
}
afterAll(async () => {
  await Promise.allSettled([...started].map((key) => preloadModule(key)));
});

describe('the first page load', () => {
  it('starts the dashboard cards and the shell components on "/", no page', () => {
    const keys = warmStart('/');
    expect(keys).toEqual(expect.arrayContaining(['hosting:components/DashboardHostingsCard', 'support:components/DashboardTicketsCard', 'hosting:components/HostingsSidebar']));
    expect(keys.some((key) => key.includes(':pages/'))).toBe(false);
  });

  it('starts a page and its layout, not the dashboard cards, elsewhere', () => {
    const keys = warmStart('/hosting/site.com.br/dns');
    expect(keys).toEqual(expect.arrayContaining(['dns:pages/DnsEditor', 'hosting:pages/HostingLayout', 'domains:components/DomainsSidebar']));
    expect(keys).not.toContain('hosting:components/DashboardHostingsCard');
  });

  it('starts the same page for a path written as its pattern and written otherwise, as the router matches it', () => {
    const written = warmStart('/user/profile');
    expect(written.some((key) => key.includes(':pages/'))).toBe(true);
    expect(warmStart('/User/Profile/')).toEqual(written);
  });

  it("starts no shell component for a bare page, drawn without the shell", () => {
    expect(warmStart('/404').filter((key) => key.includes(':components/'))).toEqual([]);
    expect(warmStart('/user/profile')).toContain('domains:components/DomainsSidebar');
  });

  it('draws a module that has loaded as itself, and one still loading lazily, then keeps that component', async () => {
    const ready = await preloadModule('support:components/DashboardTicketsCard');
    expect(lazyModule('support:components/DashboardTicketsCard')).toBe(ready.default);
    const pending = lazyModule('api-tokens:components/TokensCard');
    expect(isLazy(pending)).toBe(true);
    await preloadModule('api-tokens:components/TokensCard');
    expect(lazyModule('api-tokens:components/TokensCard')).toBe(pending);
  });
});
