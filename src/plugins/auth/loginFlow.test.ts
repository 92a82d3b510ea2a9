import { describe, expect, it } from 'vitest';
import { isDomainName, nextStep, redirectTarget } from './loginFlow';

describe('after POST /login', () => {
  it('goes to the phone step with its token, keeping where the user wanted to go', () => {
    expect(nextStep({ phoneVerification: 'abc+/=' }, '/domains')).toEqual({ navigate: '/auth/verification/phone?token=abc%2B%2F%3D&redirect=%2Fdomains' });
    expect(nextStep({ phoneVerification: 'abc' }, '/')).toEqual({ navigate: '/auth/verification/phone?token=abc' });
  });

  it('goes to the second-factor step, or reloads into the panel with a token', () => {
    expect(nextStep({ twoFactorVerification: 'pending' }, '/domains')).toEqual({ navigate: '/auth/verification/2fa?redirect=%2Fdomains' });
    expect(nextStep({ twoFactorVerification: 'pending' }, '/')).toEqual({ navigate: '/auth/verification/2fa' });
    expect(nextStep({ token: 't', expiration: 60 }, '/hosting/a.com.br')).toEqual({ reload: '/hosting/a.com.br' });
    expect(nextStep({}, '/')).toBeNull();
  });

  it('only ever redirects to a path on the panel', () => {
    const target = (redirect: string) => redirectTarget(new URLSearchParams({ redirect }));
    expect(target('/payment/history?x=1')).toBe('/payment/history?x=1');
    for (const hostile of ['//evil.example', 'javascript:alert(1)', 'https://evil.example', '/\\evil.example', ' /x']) {
      expect(target(hostile)).toBe('/');
    }
  });

  it('never returns to a sign-in page, directly or through an old path', () => {
    const target = (redirect: string) => redirectTarget(new URLSearchParams({ redirect }));
    for (const signedOut of ['/auth/login?redirect=%2Fauth%2Flogin', '/auth/verification/2fa', '/login', '/register?x=1', '/logout']) {
      expect(target(signedOut)).toBe('/');
    }
  });
});

describe('the ?domain= parameter', () => {
  it('is kept only when it is a domain name', () => {
    expect(isDomainName('meusite.com.br')).toBe(true);
    expect(isDomainName('sub.meu-site.com')).toBe(true);
    for (const value of ['<script>', 'meusite', '-a.com', 'a..com', 'javascript:alert(1)', 'a.com/x']) expect(isDomainName(value)).toBe(false);
  });
});
