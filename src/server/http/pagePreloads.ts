import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { PAGE_CODE_ELEMENT_ID, PAGE_FILES, type RouteFiles } from '../../core/shell/firstCode';

const escapeForScript = (json: string) => json.replace(/</g, '\\u003c');

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
  const objects = routes.filter((route) => route.files.length).map((route) => ({ path: route.path, files: route.files }));
  return (pathname) => {
    const files = matchRoutes(objects, pathname)?.[0]?.route.files;
    if (!files) return null;
    const block = `<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">${escapeForScript(JSON.stringify(files))}</script>`;
    return index.replace('</head>', `  ${block}\n  </head>`);
  };
}
