import type { Database } from '../../../server/db/database';
import type { DomainCheck } from '../contract';

/** Public suffixes the sandbox registrar sells under; anything longer is a subdomain. */
const SUFFIXES = ['com.br', 'net.br', 'org.br', 'app.br', 'blog.br', 'dev.br', 'com', 'net', 'org', 'io', 'dev', 'app', 'site', 'online', 'store'];

function registrableParts(domain: string): { suffix: string | null; labelsBefore: number } {
  const suffix = SUFFIXES.filter((s) => domain.endsWith(`.${s}`)).sort((a, b) => b.length - a.length)[0] ?? null;
  if (!suffix) return { suffix, labelsBefore: 0 };
  return { suffix, labelsBefore: domain.slice(0, -suffix.length - 1).split('.').length };
}

/** The domain check of step 5: taken by a hosting, free to register, or a subdomain of something. */
export async function checkDomain(db: Database, domain: string): Promise<DomainCheck> {
  const hosted = await db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirst();
  if (hosted) return { isAvailable: false, isRegisterable: false, isSubdomain: false, message: 'Este domínio já está sendo usado por outra hospedagem.' };
  const { suffix, labelsBefore } = registrableParts(domain);
  if (!suffix) return { isAvailable: true, isRegisterable: false, isSubdomain: false, message: 'Domínio disponível para hospedagem.' };
  if (labelsBefore > 1) return { isAvailable: true, isRegisterable: false, isSubdomain: true, message: 'Subdomínio disponível para hospedagem.' };
  const registered = await db.selectFrom('domains').select('id').where('domain', '=', domain).executeTakeFirst();
  return registered
    ? { isAvailable: true, isRegisterable: false, isSubdomain: false, message: 'Domínio disponível para hospedagem.' }
    : { isAvailable: true, isRegisterable: true, isSubdomain: false, message: 'Domínio disponível para registro e hospedagem.' };
}
