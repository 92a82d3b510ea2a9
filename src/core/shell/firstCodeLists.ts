/**
 * What the build, the server and the entry share about the lists of a signed-in first page's files
 * (src/core/build/firstCodePreloads.ts writes them, src/server/http/pagePreloads.ts serves a page's, and
 * src/core/shell/firstCode.ts preloads them). Nothing here touches the browser or Node.
 */

/** The id of the data block the build writes into index.html: the shell's and the dashboard's component files. */
export const FIRST_CODE_ELEMENT_ID = 'painel-first-code';

/** The id of the data block the server adds to index.html for a page's own files. */
export const PAGE_CODE_ELEMENT_ID = 'painel-page-code';

/** What the first block lists: the files of each part of a signed-in first page, beyond the full app's. */
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

/** A data block for index.html: JSON a browser never runs, "<" escaped so it cannot end the block. */
export const jsonBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
