import { describe, expect, it } from 'vitest';
import { pagePath } from './registry';

describe('links to pages by their route pattern (brand "default")', () => {
  it('fill in a page some enabled plugin declares', () => {
    expect(pagePath('/hosting/:resource/dns', { resource: 'loja.com.br' })).toBe('/hosting/loja.com.br/dns');
    expect(pagePath('/domains')).toBe('/domains');
    expect(pagePath('/domain/add')).toBe('/domain/add');
  });

  it('accept an old path the shell sends on to a declared page', () => {
    expect(pagePath('/hosting/add')).toBe('/hosting/add');
  });

  it('give nothing for a page no plugin declares, even when a broader route would catch the path', () => {
    expect(pagePath('/hosting/:resource/not-built', { resource: 'loja.com.br' })).toBeNull();
  });

  it('fill in the plan and removal pages once hosting-life declares them', () => {
    expect(pagePath('/hosting/:resource/plan', { resource: 'loja.com.br' })).toBe('/hosting/loja.com.br/plan');
    expect(pagePath('/hosting/:resource/remove', { resource: 'loja.com.br' })).toBe('/hosting/loja.com.br/remove');
  });
});
