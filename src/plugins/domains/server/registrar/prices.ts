import type { DomainPrice } from '../../registerContract';

interface TldTerms extends DomainPrice {
  /** Longest registration the registry accepts, in years. */
  maxYears: number;
}

/** What the sandbox registrar sells, by public suffix, in R$ per year (part 2 §9). */
export const TLD_PRICES: Record<string, TldTerms> = {
  'com.br': { register: 40, transfer: 40, renew: 40, maxYears: 10 },
  'net.br': { register: 40, transfer: 40, renew: 40, maxYears: 10 },
  'org.br': { register: 40, transfer: 40, renew: 40, maxYears: 10 },
  'app.br': { register: 40, transfer: 40, renew: 40, maxYears: 10 },
  'blog.br': { register: 40, transfer: 40, renew: 40, maxYears: 10 },
  'com': { register: 69.9, transfer: 69.9, renew: 89.9, maxYears: 10 },
  'net': { register: 79.9, transfer: 79.9, renew: 99.9, maxYears: 10 },
  'org': { register: 74.9, transfer: 74.9, renew: 84.9, maxYears: 10 },
  'dev': { register: 89.9, transfer: 89.9, renew: 89.9, maxYears: 10 },
  'io': { register: 249.9, transfer: 249.9, renew: 249.9, maxYears: 5 },
  'online': { register: 9.9, transfer: 189.9, renew: 189.9, maxYears: 5 },
  'store': { register: 14.9, transfer: 289.9, renew: 289.9, maxYears: 5 },
};

/** Suffixes only institutions may hold (registro.br's rules): shown as reserved, never sold here. */
export const RESERVED_SUFFIXES = new Set(['gov.br', 'mil.br', 'jus.br', 'leg.br', 'mp.br', 'edu.br', 'def.br']);

/** Suggestions offered on other TLDs, in this order. */
export const SUGGESTED_TLDS = ['com.br', 'com', 'net.br', 'net', 'org', 'online', 'store'];

/** A premium name costs this many times the suffix's first-year price (renewal stays standard). */
export const PREMIUM_FACTOR = 25;

export const cents = (reais: number) => Math.round(reais * 100);
