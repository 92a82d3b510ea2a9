import { describe, expect, it } from 'vitest';
import { loadAllManifests } from '../manifest/loadManifests';
import { isSignedOutPage, loginPathFor, safeRedirectTarget } from './loginPath';

const shellRedirects = loadAllManifests().flatMap((m) => m.redirects);

describe('login redirects', () => {
  it('remembers the wanted path, except "/"', () => {
    expect(loginPathFor('/')).toBe('/auth/login');
    expect(loginPathFor('/hosting/a.com.br/dns', '?q=1')).toBe('/auth/login?redirect=%2Fhosting%2Fa.com.br%2Fdns%3Fq%3D1');
  });

  it.each([
    ['/auth/login', ''],
    ['/auth/login', '?redirect=%2Fauth%2Flogin'],
    ['/auth/verification/2fa', '?redirect=%2Fdomains'],
    ['/AUTH/Login', ''],
    ['/auth', ''],
    ['/logout', ''],
  ])('never remembers a signed-out page as the wanted path: %s%s', (pathname, search) => {
    expect(loginPathFor(pathname, search)).toBe('/auth/login');
  });

  it.each([
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['https://evil.example/x', null],
    ['/\n/evil.example', null],
    ['', null],
    ['/domains', '/domains'],
    ['/hosting/a.com.br?created=1#top', '/hosting/a.com.br?created=1#top'],
  ])('accepts only panel paths as redirect targets: %j', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    '/auth/login',
    '/auth/login?redirect=%2Fauth%2Flogin%3Fredirect%3D%252Fauth%252Flogin',
    '/auth/register',
    '/auth/verification/2fa?redirect=%2Fdomains',
    '/Auth/Login',
    '/auth/',
    '/auth',
    '/%61uth/login',
    '/domains/../auth/login',
    '/login',
    '/login/',
    '/register',
    '/login/new-password?token=x',
    '/logout',
  ])('never returns to a sign-in page, sign-out or an old path sent on to one: %j', (value) => {
    expect(safeRedirectTarget(value, shellRedirects)).toBeNull();
  });

  it.each(['/authors', '/hosting/auth.com.br', '/domain/auth.com.br/dns', '/user/profile', '/user/settings', '/login/oauth-help'])('pages that only look alike stay valid: %j', (value) => {
    expect(safeRedirectTarget(value, shellRedirects)).toBe(value);
    expect(isSignedOutPage(value, shellRedirects)).toBe(false);
  });
});
