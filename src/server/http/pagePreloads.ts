import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonBlock, PAGE_CODE_ELEMENT_ID, PAGE_FILES, type RouteFiles } from '../../core/shell/firstCodeLists';

/** The built panel's page for a path, or null for index.html as it is. */
export type PageFor = (pathname: string) => string | null;

/**
 * index.html for a path, naming the files of the page drawn there (the build's page-files.json, matched
 * as the app's router matches): the entry preloads them beside the app's code when the browser has a
 * session (src/core/shell/firstCode.ts), instead of once the app has run and asked for them. Null when
 * the path draws no plugin page, the page has nothing of its own to load, or the build has no list.
 */
export async function pagePreloads(dir: string): Promise<PageFor> {
  const listed = path.join(dir, PAGE_FILES);
  if (!existsSync(listed)) return () => null;
  // Only where a built panel is served: the API alone (and its tests) never loads the router.
  const { matchRoutes } = await import('react-router');
  const { routes } = JSON.parse(readFileSync(listed, 'utf8')) as { routes: RouteFiles[] };
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const pages = routes.map(({ path, files }) => ({ path, page: files.length ? index.replace('</head>', `  ${jsonBlock(PAGE_CODE_ELEMENT_ID, files)}\n  </head>`) : null }));
  return (pathname) => matchRoutes(pages, pathname)?.[0]?.route.page ?? null;
}
