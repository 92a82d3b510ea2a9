import { describe, expect, it } from 'vitest';
import { accessDenial, canAccess, hostingActions, type AccessHosting } from './rules';

const user = { id: 1, isAffiliate: false };
const affiliate = { id: 2, isAffiliate: true };
const owned: AccessHosting = { domain: 'a.com.br', status: 'Active', isGuest: false };
const guestWith = (flags: Partial<Record<'hasWebsite' | 'hasDomain' | 'hasEmail', boolean>>): AccessHosting => ({
  domain: 'a.com.br',
  status: 'Active',
  isGuest: true,
  permissions: flags,
});

describe('access rules', () => {
  it('lets anyone reach anonymous pages and nobody signed out reach the rest', () => {
    expect(canAccess({ rule: 'anonymous' }, { user: null })).toBe(true);
    expect(accessDenial({ rule: 'public' }, { user: null })).toBe('unauthenticated');
    expect(accessDenial({ rule: 'hasDomain' }, { user: null, hosting: owned })).toBe('unauthenticated');
  });

  it('gives owners every hosting permission and guests only what was granted', () => {
    for (const rule of ['hasWebsite', 'hasDomain', 'hasEmail'] as const) {
      expect(canAccess({ rule }, { user, hosting: owned })).toBe(true);
      expect(canAccess({ rule }, { user, hosting: guestWith({ [rule]: true }) })).toBe(true);
      expect(canAccess({ rule }, { user, hosting: guestWith({}) })).toBe(false);
    }
    expect(canAccess({ rule: 'hasDomain' }, { user, hosting: guestWith({ hasEmail: true }) })).toBe(false);
  });

  it('separates owner and guest rules', () => {
    expect(canAccess({ rule: 'owner' }, { user, hosting: owned })).toBe(true);
    expect(canAccess({ rule: 'owner' }, { user, hosting: guestWith({ hasWebsite: true }) })).toBe(false);
    expect(canAccess({ rule: 'guest' }, { user, hosting: owned })).toBe(false);
    expect(canAccess({ rule: 'hasWebsite', notGuest: true }, { user, hosting: guestWith({ hasWebsite: true }) })).toBe(false);
  });

  it('refuses a hosting-scoped rule when the hosting is not the user\'s', () => {
    expect(accessDenial({ rule: 'public', scope: 'hosting' }, { user, hosting: null })).toBe('forbidden');
    expect(accessDenial({ rule: 'public' }, { user, hosting: null })).toBeNull();
  });

  it('applies hosting status and domain conditions', () => {
    const access = { rule: 'hasDomain' as const, hostingStatus: ['Active' as const], requiresDomain: true };
    expect(canAccess(access, { user, hosting: owned })).toBe(true);
    expect(canAccess(access, { user, hosting: { ...owned, status: 'Paused' } })).toBe(false);
    expect(canAccess(access, { user, hosting: { ...owned, hasDomain: false } })).toBe(false);
  });

  it('tells a Suspended hosting (a recharge brings it back) from a refused right', () => {
    const access = { rule: 'hasWebsite' as const, hostingStatus: ['Active' as const] };
    expect(accessDenial(access, { user, hosting: { ...owned, status: 'Suspended' } })).toBe('needsRecharge');
    expect(accessDenial(access, { user, hosting: { ...owned, status: 'Paused' } })).toBe('forbidden');
    expect(accessDenial({ ...access, rule: 'owner' as const }, { user, hosting: { ...owned, status: 'Suspended', isGuest: true } })).toBe('forbidden');
  });

  it('sends affiliates and non-affiliates to their own pages', () => {
    expect(canAccess({ rule: 'affiliate' }, { user: affiliate })).toBe(true);
    expect(canAccess({ rule: 'affiliate' }, { user })).toBe(false);
    expect(canAccess({ rule: 'nonAffiliate' }, { user })).toBe(true);
    expect(canAccess({ rule: 'nonAffiliate' }, { user: affiliate })).toBe(false);
  });

  it('offers the owner-only actions of part 1 §6', () => {
    expect(hostingActions(owned)).toMatchObject({ changePlan: true, pause: true, unpause: false, remove: true });
    expect(hostingActions({ ...owned, status: 'Paused' })).toMatchObject({ changePlan: true, pause: false, unpause: true });
    expect(hostingActions({ ...owned, isTester: true })).toMatchObject({ pause: false, changePlan: true });
    expect(hostingActions({ ...owned, status: 'Suspended' })).toMatchObject({ changePlan: false, pause: false, unpause: false, remove: true });
    expect(hostingActions(guestWith({ hasWebsite: true }))).toEqual({
      changePlan: false, pause: false, unpause: false, remove: false, changeDomain: false, transfer: false, share: false,
    });
  });
});
