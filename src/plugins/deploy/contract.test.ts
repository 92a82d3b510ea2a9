import { describe, expect, it } from 'vitest';
import { createIntegrationSchema, publishDirFor, publishDirSchema } from './contract';

describe('deploy contract', () => {
  it('prefills the publish directory as public_html/ plus the repository path', () => {
    expect(publishDirFor({ url: '', fullPath: 'ana/site', branch: 'main', path: 'site' })).toBe('public_html/site');
  });

  it.each(['public_html/site', '/public_html/site/', 'public_html', 'public_html/a/b-c_d.e'])('takes %j', (dir) => {
    expect(publishDirSchema.safeParse(dir).success).toBe(true);
  });

  it.each(['site', 'public_html/../x', 'public_html/./x', 'public_html//x', 'public_html/a b', '../public_html', 'public_htmlx/a'])('refuses %j', (dir) => {
    expect(publishDirSchema.safeParse(dir).success).toBe(false);
  });

  it('refuses branches that git would read as options', () => {
    expect(createIntegrationSchema.safeParse({ provider: 'github', repository: 'a/b', branch: '-x', dir: 'public_html/x' }).success).toBe(false);
    expect(createIntegrationSchema.safeParse({ provider: 'github', repository: 'a/b', branch: 'feature/x', dir: 'public_html/x' }).success).toBe(true);
  });
});
