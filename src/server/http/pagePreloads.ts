import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { jsonBlock, PAGE_CODE_ELEMENT_ID, PAGE_FILES, type RouteFiles } from '../../core/shell/firstCode';

/**
 * index.html for a path, naming the files of the page drawn there (the build's page-files.json, matched
 * as the app's router matches): the entry preloads them beside the app's code when the browser has a
 * session (src/core/shell/firstCode.ts), instead of once the app has run and asked for them. Null when
 * the path draws no plugin page or the build has no list; the file itself is then sent as it is.
 */
export function pagePreloads(dir: string): (pathname: string) => string | null {
  const listed = path.join(dir, PAGE_FILES);
  if (!existsSync(listed)) return () => null;
  const { routes } = JSON.parse(readFileSync(listed, 'utf8')) as { routes: RouteFiles[] };
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  return (pathname) => {
    const files = matchRoutes(routes, pathname)?.[0]?.route.files;
    if (!files?.length) return null;
    return index.replace('</head>', `  ${jsonBlock(PAGE_CODE_ELEMENT_ID, files)}\n  </head>`);
  };
}
