/**
 * What the build and the server share about the Emotion rules a signed-in first page inserts as it first
 * draws: scripts/capture-first-styles.ts records them from the built panel in Chromium and writes them
 * beside index.html; src/server/http/firstStylesTags.ts puts them in the page, where Emotion's cache takes
 * them as inserted and skips stylis and insertRule for each. Nothing here touches the browser or Node.
 */

/** The file beside index.html with the rules, written by the build, read by the server. */
export const FIRST_STYLES = 'first-styles.json';

/** The home page's path, whose rules are recorded whole. */
export const HOME = '/';

export interface RecordedStyles {
  /** Emotion's names (a rule's class is css-<name>), which its cache marks as inserted. */
  names: string[];
  /** The rules, in the order the page inserted them. */
  css: string;
}

export interface FirstStyles {
  /** Every rule the signed-in home page inserts. */
  home: RecordedStyles;
  /**
   * The rules the home page and another page the shell draws both insert: the shell's own and the
   * components both use, for every other page the shell draws. Null when the brand has no such page.
   */
  shell: RecordedStyles | null;
}
