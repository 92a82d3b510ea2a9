import { createHash } from 'node:crypto';
import type { DomainPrice, WhoisStatus } from '../../registerContract';
import type { ParsedName } from './names';
import { PREMIUM_FACTOR, RESERVED_SUFFIXES, TLD_PRICES } from './prices';

/** Names the sandbox treats as held at another registrar (transferable with their EPP code). */
const HELD_ELSEWHERE = new Set(['google', 'globo', 'uol', 'mercadolivre', 'facebook', 'painel', 'itau', 'magazineluiza', 'terra']);
/** Labels no one may register (registry policy). */
const RESERVED_LABELS = new Set(['nic', 'registro', 'whois', 'localhost', 'governo', 'policia', 'anatel']);
/** Short and dictionary names sold at a premium price. */
const PREMIUM_LABELS = new Set(['casa', 'loja', 'hotel', 'viagem', 'carro', 'imoveis', 'seguros', 'banco', 'pizza', 'cafe', 'moda', 'shop', 'cloud', 'futebol']);

export interface WhoisAnswer {
  status: WhoisStatus;
  /** Who holds it when registered elsewhere. */
  registrar: string | null;
  expiresAt: string | null;
}

const REGISTRATION_SECONDS = 60;
const DAY_MS = 86_400_000;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The sandbox registrar: answers WHOIS for any name, sells per-TLD prices, and completes
 * registrations and transfers after a delay scaled by timeScale, as a registry's queue would.
 * It knows nothing of our customers: names they hold are decided by the caller from the database.
 */
export class SandboxRegistrar {
  constructor(private readonly timeScale: number) {}

  /** Registration and transfer completion time. */
  get completionDelayMs(): number {
    return Math.max(0, Math.round(REGISTRATION_SECONDS * 1000 * this.timeScale));
  }

  terms(suffix: string) {
    return TLD_PRICES[suffix] ?? null;
  }

  whois(name: ParsedName, now = Date.now()): WhoisAnswer {
    if (RESERVED_SUFFIXES.has(name.suffix) || RESERVED_LABELS.has(name.label)) return { status: 'reserved', registrar: null, expiresAt: null };
    if (this.heldElsewhere(name)) {
      const days = 30 + (parseInt(hash(name.domain).slice(0, 6), 16) % 600);
      return { status: 'registered', registrar: 'Registrador Exemplo Ltda.', expiresAt: new Date(now + days * DAY_MS).toISOString().slice(0, 10) };
    }
    if (!this.terms(name.suffix)) return { status: 'unsupported', registrar: null, expiresAt: null };
    if (this.isPremium(name)) return { status: 'premium', registrar: null, expiresAt: null };
    return { status: 'available', registrar: null, expiresAt: null };
  }

  /** The losing registrar's auth code, shown to its customer (and by GET /api/sandbox/registrar/{domain}). */
  authCode(domain: string): string {
    return `EPP-${hash(`auth:${domain}`).slice(0, 10).toUpperCase()}`;
  }

  price(name: ParsedName): DomainPrice | null {
    const terms = this.terms(name.suffix);
    if (!terms) return null;
    const factor = this.isPremium(name) ? PREMIUM_FACTOR : 1;
    return { register: Math.round(terms.register * factor * 100) / 100, transfer: terms.transfer, renew: terms.renew };
  }

  private heldElsewhere(name: ParsedName): boolean {
    return HELD_ELSEWHERE.has(name.label) || name.label.startsWith('registrado');
  }

  private isPremium(name: ParsedName): boolean {
    return name.label.length <= 3 || PREMIUM_LABELS.has(name.label);
  }
}
