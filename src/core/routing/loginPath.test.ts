import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './loginPath';

describe('login redirects', () => {
  it('remembers the wanted path, except "/"', () => {
    expect(loginPathFor('/')).toBe('/auth/login');
    expect(loginPathFor('/hosting/a.com.br/dns', '?q=1')).toBe('/auth/login?redirect=%2Fhosting%2Fa.com.br%2Fdns%3Fq%3D1');
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
});
