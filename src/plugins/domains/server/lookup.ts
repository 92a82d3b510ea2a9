import { CLAIM_TEXTS } from '@server/domains/claims';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { REGISTER_TEXTS, type DomainSearchResult, type DomainSuggestion } from '../registerContract';
import { parseName, type ParsedName } from './registrar/names';
import { SUGGESTED_TLDS } from './registrar/prices';
import type { SandboxRegistrar } from './registrar/registrar';

const MAX_SUGGESTIONS = 5;

type Lookup = Omit<DomainSearchResult, 'suggestions'>;

/** What one customer may do with a name: the registrar's WHOIS, then who holds it here. */
export async function lookUp(context: ServerContext, registrar: SandboxRegistrar, name: ParsedName, userId: number): Promise<Lookup> {
  const whois = registrar.whois(name);
  const price = registrar.price(name);
  const base = { domain: name.domain, display: name.display, available: false, register: false, transfer: false, isOwner: false, status: whois.status, premium: whois.status === 'premium', price };
  const row = await context.db.selectFrom('domains').select(['owner_id']).where('domain', '=', name.domain).executeTakeFirst();
  if (row?.owner_id === userId) return { ...base, isOwner: true, message: REGISTER_TEXTS.alreadyYours };
  const claims = await context.domainClaims.on(name.domain);
  if (row || claims.some((claim) => claim.ownerId !== userId)) return { ...base, status: 'registered', premium: false, message: CLAIM_TEXTS.heldByOther };
  switch (whois.status) {
    case 'reserved':
      return { ...base, price: null, message: 'Este domínio é reservado pelo registro e não pode ser registrado.' };
    case 'unsupported':
      return { ...base, message: `Ainda não registramos domínios com a extensão .${name.suffix}.` };
    case 'registered':
      return { ...base, transfer: price !== null, message: price ? 'Este domínio já está registrado. Se ele é seu, transfira-o para cá com o código de transferência (EPP).' : 'Este domínio já está registrado.' };
    case 'premium':
      return { ...base, available: true, register: true, message: 'Domínio premium: o primeiro ano tem preço diferenciado.' };
    default:
      return { ...base, available: true, register: true, message: null };
  }
}

/** The same name on other TLDs that can be registered now. */
export async function suggestionsFor(context: ServerContext, registrar: SandboxRegistrar, name: ParsedName, userId: number): Promise<DomainSuggestion[]> {
  const result: DomainSuggestion[] = [];
  for (const tld of SUGGESTED_TLDS) {
    if (tld === name.suffix || result.length >= MAX_SUGGESTIONS) continue;
    const parsed = parseName(`${name.label}.${tld}`);
    if (!parsed.ok) continue;
    const look = await lookUp(context, registrar, parsed.name, userId);
    if ((look.register || look.transfer) && look.price) result.push({ domain: look.domain, price: look.price, register: look.register, transfer: look.transfer });
  }
  return result;
}
