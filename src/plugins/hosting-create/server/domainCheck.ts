import type { Database } from '@server/db/database';
import { CLAIM_TEXTS, type DomainClaims } from '@server/domains/claims';
import type { DomainCheck } from '../contract';

/** Public suffixes the sandbox registrar sells under; anything longer is a subdomain. */
const SUFFIXES = ['com.br', 'net.br', 'org.br', 'app.br', 'blog.br', 'dev.br', 'com', 'net', 'org', 'io', 'dev', 'app', 'site', 'online', 'store'];

function registrableParts(domain: string): { suffix: string | null; labelsBefore: number } {
  const suffix = SUFFIXES.filter((s) => domain.endsWith(`.${s}`)).sort((a, b) => b.length - a.length)[0] ?? null;
  if (!suffix) return { suffix, labelsBefore: 0 };
  return { suffix, labelsBefore: domain.slice(0, -suffix.length - 1).split('.').length };
}

/**
 * The domain check of step 5, for the customer `userId`: held by another customer or already one
 * of theirs, free to register, or a subdomain of something.
 */
export async function checkDomain(db: Database, claims: DomainClaims, userId: number, domain: string): Promise<DomainCheck> {
  const refusal = await claims.refusal(domain, userId);
  if (refusal) return { isAvailable: false, isRegisterable: false, isSubdomain: false, message: CLAIM_TEXTS[refusal] };
  const { suffix, labelsBefore } = registrableParts(domain);
  if (!suffix) return { isAvailable: true, isRegisterable: false, isSubdomain: false, message: 'Domínio disponível para hospedagem.' };
  if (labelsBefore > 1) return { isAvailable: true, isRegisterable: false, isSubdomain: true, message: 'Subdomínio disponível para hospedagem.' };
  const registered = await db.selectFrom('domains').select('id').where('domain', '=', domain).executeTakeFirst();
  return registered
    ? { isAvailable: true, isRegisterable: false, isSubdomain: false, message: 'Domínio disponível para hospedagem.' }
    : { isAvailable: true, isRegisterable: true, isSubdomain: false, message: 'Domínio disponível para registro e hospedagem.' };
}
