import type { Database } from '../db/database';

/** A customer's hold on a host name. Plugins add their own kinds (an alias, a subdomain). */
export interface DomainClaim {
  name: string;
  ownerId: number;
  kind: string;
}

/** The claims held on any of `names`. */
export type ClaimFinder = (names: string[]) => Promise<DomainClaim[]>;

export const CLAIM_TEXTS = {
  /** Part 2 §8, domainNotAvailable. */
  heldByOther: 'O domínio já está sendo utilizado por outro usuário.',
  /** Part 2 §8, domainUsed. */
  hosted: 'Já existe uma hospedagem criada com este domínio.',
} as const;

/** blog.loja.com.br → [blog.loja.com.br, loja.com.br, com.br]: the name and every domain above it. */
export function nameAndParents(name: string): string[] {
  const labels = name.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

function coreFinder(db: Database): ClaimFinder {
  return async (names) => {
    const hostings = await db
      .selectFrom('hostings')
      .select(['domain', 'domain_alt', 'owner_id'])
      .where((eb) => eb.or([eb('domain', 'in', names), eb('domain_alt', 'in', names)]))
      .execute();
    const domains = await db.selectFrom('domains').select(['domain', 'owner_id']).where('domain', 'in', names).execute();
    return [
      ...hostings.map((h) => ({ name: names.includes(h.domain) ? h.domain : h.domain_alt, ownerId: h.owner_id, kind: 'hosting' })),
      ...domains.map((d) => ({ name: d.domain, ownerId: d.owner_id, kind: 'domain' })),
    ];
  };
}

/**
 * Who holds which host names, so that no customer serves a name another one holds: their
 * hosting, registered domain, alias or subdomain, or any name under their domain.
 */
export class DomainClaims {
  private readonly finders: ClaimFinder[];

  constructor(db: Database) {
    this.finders = [coreFinder(db)];
  }

  add(finder: ClaimFinder): void {
    this.finders.push(finder);
  }

  /** The claims on the name and on every domain above it. */
  async on(name: string): Promise<DomainClaim[]> {
    const names = nameAndParents(name);
    return (await Promise.all(this.finders.map((find) => find(names)))).flat();
  }

  /**
   * Why `ownerId` may not take `name` for a hosting, an alias or a subdomain, or null: another
   * customer holds it or a domain above it, or one of the owner's own sites already answers to it.
   * A registered domain of the owner's own is theirs to use.
   */
  async refusal(name: string, ownerId: number): Promise<'heldByOther' | 'hosted' | null> {
    const claims = await this.on(name);
    if (claims.some((claim) => claim.ownerId !== ownerId)) return 'heldByOther';
    if (claims.some((claim) => claim.name === name && claim.kind !== 'domain')) return 'hosted';
    return null;
  }
}
