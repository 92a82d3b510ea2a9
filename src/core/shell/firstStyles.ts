/**
 * What the build and the server share about the Emotion rules a signed-in "/" inserts as it first draws:
 * scripts/capture-first-styles.ts records them from the built panel in Chromium and writes them beside
 * index.html; src/server/http/firstStylesTag.ts puts them in that page, where Emotion's cache takes them
 * as inserted and skips stylis and insertRule for each. Nothing here touches the browser or Node.
 */

/** The file beside index.html with the rules, written by the build, read by the server. */
export const FIRST_STYLES = 'first-styles.json';

export interface FirstStyles {
  /** The page they were recorded on, as the router matches it. */
  path: string;
  /** Emotion's names (a rule's class is css-<name>), which its cache marks as inserted. */
  names: string[];
  /** The rules, in the order the page inserted them. */
  css: string;
}
