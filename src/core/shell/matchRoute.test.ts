import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadAllManifests } from '../manifest/loadManifests';
import { matchesRoute, matchRoute } from './matchRoute';

const manifests = loadAllManifests();
const patterns = [...new Set([...manifests.flatMap((m) => [...m.routes.map((r) => r.path), ...m.redirects.map((r) => r.from)]), '/', '/auth/*'])];
const paths = [
  '/', '', '/auth', '/auth/', '/auth/login', '/AUTH/Login/', '/auth/login/x', '/auth/verification', '/auth/verification/2fa', '/auth/verification/2fa/',
  '/login', '/login/', '/LOGIN', '/login/new-password', '/login/oauth/github', '/login/oauth/', '/login/oauth/a/b', '/register', '/verification/phone',
  '/hosting/site.com.br', '/hosting/site.com.br/dns', '/migration', '/auth/reset-password', '/auth%2Flogin', '/auth/log%69n', '/x//auth/login',
];

describe('matchesRoute', () => {
  it('agrees with the router (<Routes>) on every manifest pattern', () => {
    for (const pattern of patterns) {
      for (const path of paths) expect(matchesRoute(pattern, path), `${pattern} ~ ${path}`).toBe(matchRoutes([{ path: pattern }], path) !== null);
    }
  });
});

describe('matchRoute', () => {
  it('gives the same params as the router', () => {
    for (const pattern of patterns.filter((p) => p.includes(':'))) {
      for (const path of paths) {
        const routed = matchRoutes([{ path: pattern }], path);
        expect(matchRoute(pattern, path), `${pattern} ~ ${path}`).toEqual(routed ? { ...routed[0].params } : null);
      }
    }
  });

  it('reads a named segment, decoded', () => {
    expect(matchRoute('/login/oauth/:provider', '/login/oauth/git%20hub')).toEqual({ provider: 'git hub' });
  });
});
