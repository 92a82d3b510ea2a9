import { describe, expect, it } from 'vitest';
import { isDrawnPath, routes } from './registry';

describe('isDrawnPath', () => {
  it('draws every plugin route and the dashboard, however the path is written, and nothing else', () => {
    expect(isDrawnPath('/')).toBe(true);
    for (const { path } of routes) expect(isDrawnPath(path.replace(/:[^/]+/g, 'site.com.br').replace('*', 'a/b')), path).toBe(true);
    expect(isDrawnPath('/User/Profile/')).toBe(true);
    expect(isDrawnPath('/hosting/site.com.br/dns')).toBe(true);
    expect(isDrawnPath('/nada/por/aqui')).toBe(false);
    expect(isDrawnPath('/user/profile/extra')).toBe(false);
  });
});
