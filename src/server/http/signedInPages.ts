import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { PAGE_FILES, type FirstPageFiles, type RouteFiles } from '../../core/shell/firstCodeLists';
import { HOME } from '../../core/shell/firstStyles';
import { EncodedPage } from './encodedPage';
import { firstStylesTags } from './firstStylesTags';

/** The built panel's page for a path and a browser with or without a session, or null for index.html as it is. */
export type PageFor = (pathname: string, signedIn: boolean) => EncodedPage | null;

/**
 * At low priority: the entry's own script and the first reads it sends (fetches, high priority) go first on a
 * slow link. At the default (high) priority the 41 files of "/" went ahead of the reads, and with DevTools'
 * phone throttling the dashboard's largest paint came 1.1 s later than when the entry added them once it had
 * run; at low priority 0.1 s earlier. Hashed asset names from the build, escaped all the same: they go into an attribute.
 */
const preloadLink = (file: string) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(file)}">`;

/**
 * index.html with module preloads for the code a signed-in first page runs, in the order it needs it: the
 * full app's, the shell's components unless the page is bare, and the page's own files, the dashboard's
 * components on "/" (the build's page-files.json, matched as the app's router matches). The browser's
 * preload scanner asks for them as it reads the page, beside the entry, where the entry used to add them
 * once it had arrived and run. After the entry's script tag: the entry comes first on the browser's six connections.
 * At the end of its head go the Emotion rules the build recorded (scripts/capture-first-styles.ts): "/"'s
 * on "/", the shell's on every other page the shell draws, none on a bare one. Without a session (the
 * signed-out shell draws the page), or without a built list, index.html as it is.
 */
export async function signedInPages(dir: string): Promise<PageFor> {
  const listed = path.join(dir, PAGE_FILES);
  if (!existsSync(listed)) return () => null;
  // Only where a built panel is served: the API alone (and its tests) never loads the router.
  const { matchRoutes } = await import('react-router');
  const { app, shell, routes } = JSON.parse(readFileSync(listed, 'utf8')) as Partial<FirstPageFiles>;
  // A build from before the lists named the app's files and "/" (the bench's BENCH_BEFORE_DIST) is served as built.
  if (!app || !shell || !routes?.some((route) => route.path === '/')) return () => null;
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entryTag = /<script type="module"[^>]*><\/script>/.exec(index);
  if (!entryTag) return () => null;
  const at = entryTag.index + entryTag[0].length;
  const headEnd = index.indexOf('</head>');
  if (headEnd < at) return () => null;
  const styles = firstStylesTags(dir);
  const page = (files: readonly string[], styleTag: string) =>
    new EncodedPage(`${index.slice(0, at)}${[...new Set([...app, ...files])].map((file) => `\n    ${preloadLink(file)}`).join('')}${index.slice(at, headEnd)}${styleTag}${index.slice(headEnd)}`);
  const styleTagOf = (route: RouteFiles) => (route.bare ? '' : route.path === HOME ? styles.home : styles.shell);

  const pages = routes.map((route) => ({ path: route.path, page: page([...(route.bare ? [] : shell), ...route.files], styleTagOf(route)) }));
  // A path no page draws goes to the 404 page, which is bare; a plugin's redirect draws the shell's page it leads to.
  const elsewhere = page(shell, styles.shell);
  return (pathname, signedIn) => (signedIn ? (matchRoutes(pages, pathname)?.[0]?.route.page ?? elsewhere) : null);
}
