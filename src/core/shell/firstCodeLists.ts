/**
 * What the build and the server share about a signed-in first page's files: src/core/build/firstCodePreloads.ts
 * writes the lists, src/server/http/signedInPages.ts names them in the page it sends. Nothing here touches the
 * browser or Node.
 */

/** The file beside index.html with the lists, written by the build, read by the server. */
export const PAGE_FILES = 'page-files.json';

/**
 * A path the app draws, with the files its page needs beyond the full app and, unless bare, the shell: "/"
 * (the dashboard's components), the core's bare pages, then the brand's routes in the registry's order.
 */
export interface RouteFiles {
  path: string;
  /** Drawn without the shell (checkout, sign-up): its page loads none of the shell's components. */
  bare: boolean;
  files: string[];
}

/** What page-files.json holds: the files of each part of a signed-in first page, beyond the entry. */
export interface FirstPageFiles {
  /** The full app's: mountApp's chunk and what it imports, which every signed-in page runs. */
  app: string[];
  /** The shell's public components, with what they import, less the app's. */
  shell: string[];
  routes: RouteFiles[];
}
