/** The id of the data block src/core/build/firstCodePreloads.ts writes into index.html. */
export const FIRST_CODE_ELEMENT_ID = 'painel-first-code';

/** What the block lists: the files of each part of a signed-in first page, beyond the full app's. */
export interface FirstCodeFiles {
  shell: string[];
  dashboard: string[];
}

/**
 * Preloads the code of the components a signed-in first page draws, beside the full app's rather than
 * once it has run (its lazy imports then find them fetched): the shell's unless the page is bare, and the
 * dashboard's on "/". Fetched and compiled, not run: the app runs them in its own order.
 */
export function preloadFirstCode(pathname: string, bare: boolean): void {
  const block = document.getElementById(FIRST_CODE_ELEMENT_ID);
  if (!block?.textContent) return;
  const files = JSON.parse(block.textContent) as FirstCodeFiles;
  for (const href of [...(bare ? [] : files.shell), ...(pathname === '/' ? files.dashboard : [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
