import { FIRST_CODE_ELEMENT_ID, PAGE_CODE_ELEMENT_ID, type FirstCodeFiles } from './firstCodeLists';
import { isBarePath } from './firstReads';

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
export function preloadFirstCode(pathname: string): void {
  const firstPage = listed<FirstCodeFiles>(FIRST_CODE_ELEMENT_ID);
  const shell = firstPage && !isBarePath(pathname) ? firstPage.shell : [];
  const dashboard = firstPage && pathname === '/' ? firstPage.dashboard : [];
  for (const href of [...shell, ...dashboard, ...(listed<string[]>(PAGE_CODE_ELEMENT_ID) ?? [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
