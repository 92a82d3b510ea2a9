import { afterEach, describe, expect, it } from 'vitest';
import { forgetSession, markSession } from '../auth/tokenCookie';
import { drawsSignedOut, signedOutModuleFor, signedOutRoutes, signedOutStart } from './signedOutRoutes';

afterEach(forgetSession);

describe('the signed-out shell', () => {
  it('draws the pages the auth manifest marks signedOut, and the old paths to them', () => {
    expect(signedOutRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/auth/login', '/auth/register', '/auth/reset-password', '/auth/verification']));
    expect(signedOutRoutes.every((r) => r.plugin === 'auth')).toBe(true);
    for (const path of ['/auth/login', '/AUTH/login/', '/auth/verification/2fa', '/login', '/login/new-password', '/login/oauth/github']) expect(drawsSignedOut(path), path).toBe(true);
    for (const path of ['/', '/hosting', '/migration', '/become-affiliate', '/logout', '/404']) expect(drawsSignedOut(path), path).toBe(false);
  });

  it('starts without a session on its pages and on "/" (shown as the login page), else the full app', () => {
    expect(signedOutStart('/auth/register')).toBe('/auth/register');
    expect(signedOutStart('/')).toBe('/auth/login');
    expect(signedOutStart('/hosting/site.com.br')).toBeNull();
    markSession('abc', 60);
    expect(signedOutStart('/auth/login')).toBeNull();
    expect(signedOutStart('/')).toBeNull();
  });

  it('names the page module to load beside the shell', () => {
    expect(signedOutModuleFor('/auth/login')).toBe('auth:pages/LoginPage');
    expect(signedOutModuleFor('/login')).toBeNull();
  });
});
