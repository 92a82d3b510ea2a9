import escapeHtml from 'escape-html';
import { LRUCache } from 'lru-cache';
import { suspendedSiteKey } from '@server/billing/suspension';
import type { SitePage, SiteResponder } from '@server/http/siteHosts';
import type { SharedState } from '@server/state/sharedState';
import type { SuspensionScreen } from '../contract';
import { suspensionScreenOf } from './suspensionScreen';
import type { BillingDatabase } from './tables';

const HEX = /^#[0-9a-f]{6}$/i;
/** Colours are checked when saved; checked again here, since they go into a style attribute. */
const safeColor = (color: string, fallback: string) => (HEX.test(color) ? color : fallback);

/** The page a suspended site's visitors get (part 1 §3 suspension screen): every value escaped. */
export function suspensionPage(screen: SuspensionScreen): string {
  const bg = safeColor(screen.bgColor, '#6535d8');
  const fg = safeColor(screen.textColor, '#ffffff');
  const subtitle = screen.subtitle ? `<p>${escapeHtml(screen.subtitle)}</p>` : '';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(screen.title)}</title>
<style>
html,body{margin:0;height:100%}
body{display:flex;align-items:center;justify-content:center;background:${bg};color:${fg};font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center;padding:24px;box-sizing:border-box}
h1{font-size:2rem;margin:0 0 12px;overflow-wrap:anywhere}
p{font-size:1.1rem;margin:0;overflow-wrap:anywhere}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(screen.title)}</h1>
${subtitle}
</main>
</body>
</html>
`;
}

/** How long a Host name's answer is reused: suspensions and new screens drop it at once (forgetSuspendedSites). */
export const SUSPENDED_SITE_CACHE_MS = 10_000;

/** How many names that are no hosting's domain each process remembers (a Host header is anyone's to choose). */
const UNKNOWN_HOSTS_REMEMBERED = 10_000;

/**
 * A request for a suspended hosting's domain (or its www.) gets its owner's suspension screen.
 * The answer for a hosting's domain (the page, or none) is kept briefly in the shared state, so
 * every process reads it with one lookup by key and a suspension drops it everywhere at once.
 * Names that are no hosting's are remembered in this process only: a request with a made-up Host
 * costs one read, never a write.
 */
export function suspendedSites(db: BillingDatabase, state: SharedState): SiteResponder {
  const unknown = new LRUCache<string, true>({ max: UNKNOWN_HOSTS_REMEMBERED, ttl: SUSPENDED_SITE_CACHE_MS });
  return async (hostname): Promise<SitePage | null> => {
    if (unknown.has(hostname)) return null;
    const key = suspendedSiteKey(hostname);
    const cached = await state.get<{ page: SitePage | null }>(key);
    if (cached) return cached.page;
    const names = hostname.startsWith('www.') ? [hostname, hostname.slice(4)] : [hostname];
    const hostings = await db.selectFrom('hostings').select(['owner_id', 'status']).where('domain', 'in', names).execute();
    if (hostings.length === 0) {
      unknown.set(hostname, true);
      return null;
    }
    const suspended = hostings.find((hosting) => hosting.status === 'Suspended');
    const page = suspended ? { status: 503, html: suspensionPage(await suspensionScreenOf(db, suspended.owner_id)) } : null;
    await state.put(key, { page }, SUSPENDED_SITE_CACHE_MS);
    return page;
  };
}
