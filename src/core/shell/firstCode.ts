/** The id of the data block src/core/build/firstCodePreloads.ts writes into index.html. */
export const FIRST_CODE_ELEMENT_ID = 'painel-first-code';

/** The id of the data block the server adds to index.html for a page's own files (src/server/http/pagePreloads.ts). */
export const PAGE_CODE_ELEMENT_ID = 'painel-page-code';

/** What the block lists: the files of each part of a signed-in first page, beyond the full app's. */
export interface FirstCodeFiles {
  shell: string[];
  dashboard: string[];
}

/** The file beside index.html that lists each route's page files, written by the build, read by the server. */
export const PAGE_FILES = 'page-files.json';

/** A route of the brand, in the registry's order, with the files its page needs beyond the full app and the shell. */
export interface RouteFiles {
  path: string;
  files: string[];
}

/** A data block for index.html (written by the build and the server): JSON a browser never runs, "<" escaped so it cannot end the block. */
export const jsonBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const listed = <T>(id: string): T | null => {
  const block = document.getElementById(id);
  return block?.textContent ? (JSON.parse(block.textContent) as T) : null;
};

/**
 * Preloads the code a signed-in first page draws, beside the full app's rather than once it has run (its
 * lazy imports then find it fetched): the shell's components unless the page is bare, the dashboard's on
 * "/", and the page's own files where the server named them. Fetched and compiled, not run: the app runs
 * them in its own order.
 */
export function preloadFirstCode(pathname: string, bare: boolean): void {
  const files = listed<FirstCodeFiles>(FIRST_CODE_ELEMENT_ID);
  const page = listed<string[]>(PAGE_CODE_ELEMENT_ID) ?? [];
  for (const href of [...(bare || !files ? [] : files.shell), ...(pathname === '/' && files ? files.dashboard : []), ...page]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
