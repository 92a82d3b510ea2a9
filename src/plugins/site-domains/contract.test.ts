import { describe, expect, it } from 'vitest';
import { canLink, redirectSchema, subdomainSchema } from './contract';

describe('canLink', () => {
  it('wants dotted labels and a letters-only top-level domain of 2 to 11 characters', () => {
    expect(canLink('blog.lojadaana.com.br')).toBe(true);
    expect(canLink('meu_site.exemplo.com.br')).toBe(false);
    expect(canLink('blog.exemplo.c')).toBe(false);
    expect(canLink('blog.exemplo.abcdefghijkl')).toBe(false);
    expect(canLink('blog.exemplo.123')).toBe(false);
  });
});

describe('subdomainSchema', () => {
  it('lower-cases the label and trims slashes from the directory', () => {
    expect(subdomainSchema.parse({ domain: 'Loja', dir: '/sites/loja/' })).toEqual({ domain: 'loja', dir: 'sites/loja' });
  });

  it('refuses a directory that climbs out of the web root', () => {
    expect(subdomainSchema.safeParse({ domain: 'x', dir: 'a/../../etc' }).success).toBe(false);
  });
});

describe('redirectSchema', () => {
  it('defaults to 302 and wants an http(s) URL', () => {
    expect(redirectSchema.parse({ source: 'a.com.br', target: 'https://b.com.br' }).type).toBe('302');
    expect(redirectSchema.safeParse({ source: 'a.com.br', target: 'javascript:alert(1)' }).success).toBe(false);
  });
});
