import { describe, expect, it } from 'vitest';
import { firstAccessTarget, isReducedShell, recordFirstAccessVisit } from './firstAccess';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() { return this.items.size; }
  clear() { this.items.clear(); }
  getItem(key: string) { return this.items.get(key) ?? null; }
  key(index: number) { return [...this.items.keys()][index] ?? null; }
  removeItem(key: string) { this.items.delete(key); }
  setItem(key: string, value: string) { this.items.set(key, value); }
}

/** Pages as a brand that draws both the domain register page and the creation wizard would have them. */
const bothPages = (pattern: string, params: Record<string, string | undefined> = {}) => pattern.replace(':resource', params.resource ?? '');
const onlyCreation = (pattern: string) => (pattern === '/hosting/create' ? pattern : null);
const neither = () => null;

const newcomer = { isFirstAccess: true, registerDomain: null };
const regular = { isFirstAccess: false, registerDomain: null };

describe('first access', () => {
  it('sends a first-access user to /hosting/create once per session, with a reduced shell until they leave it', () => {
    const session = new MemoryStorage();
    expect(firstAccessTarget(newcomer, '/', session, bothPages)).toBe('/hosting/create');
    expect(isReducedShell(newcomer, session)).toBe(true);
    recordFirstAccessVisit(newcomer, '/hosting/create', session);
    expect(isReducedShell(newcomer, session)).toBe(true);
    expect(firstAccessTarget(newcomer, '/', session, bothPages)).toBeNull();
    recordFirstAccessVisit(newcomer, '/', session);
    expect(isReducedShell(newcomer, session)).toBe(false);
  });

  it('in a brand without the wizard, keeps the shell reduced on the page the session began on only', () => {
    const session = new MemoryStorage();
    expect(firstAccessTarget(newcomer, '/', session, neither)).toBeNull();
    recordFirstAccessVisit(newcomer, '/', session, neither);
    expect(isReducedShell(newcomer, session)).toBe(true);
    recordFirstAccessVisit(newcomer, '/', session, neither);
    expect(isReducedShell(newcomer, session)).toBe(true);
    recordFirstAccessVisit(newcomer, '/domains', session, neither);
    expect(isReducedShell(newcomer, session)).toBe(false);
  });

  it('leaves other users alone', () => {
    const session = new MemoryStorage();
    expect(firstAccessTarget(regular, '/', session, bothPages)).toBeNull();
    expect(isReducedShell(regular, session)).toBe(false);
  });

  it('sends a pending domain registration to its register page first, once', () => {
    const session = new MemoryStorage();
    const user = { isFirstAccess: true, registerDomain: 'MeuSite.com.br' };
    expect(firstAccessTarget(user, '/', session, bothPages)).toBe('/domain/meusite.com.br/register');
    recordFirstAccessVisit(user, '/domain/meusite.com.br/register', session);
    expect(firstAccessTarget(user, '/domain/meusite.com.br', session, bothPages)).toBe('/hosting/create');
  });

  it('skips a page no enabled plugin draws, so it never leads to /404', () => {
    const user = { isFirstAccess: true, registerDomain: 'meusite.com.br' };
    expect(firstAccessTarget(user, '/', new MemoryStorage(), onlyCreation)).toBe('/hosting/create');
    expect(firstAccessTarget(user, '/', new MemoryStorage(), neither)).toBeNull();
  });

  it('uses the brand\'s own pages by default: the domains plugin draws the register page', () => {
    const user = { isFirstAccess: true, registerDomain: 'meusite.com.br' };
    expect(firstAccessTarget(user, '/', new MemoryStorage())).toBe('/domain/meusite.com.br/register');
  });
});
