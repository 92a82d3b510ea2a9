import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_STYLES, type FirstStyles } from '../../core/shell/firstStyles';

/** Emotion's names are its hashes, letters and digits: anything else did not come from the build. */
const EMOTION_NAME = /^[a-z0-9]+$/;

/**
 * The build's first-screen rules (src/core/shell/firstStyles.ts) as the style tag that Emotion's cache
 * takes as inserted when it starts: `<style data-emotion="css <names>">`, as its own server rendering
 * writes it. With the page it was recorded on, or null without the file or with one that is not as the
 * build writes it (a name that is not a hash, or a rule that would close the tag).
 */
export function firstStylesTag(builtDir: string): { path: string; tag: string } | null {
  const file = path.join(builtDir, FIRST_STYLES);
  if (!existsSync(file)) return null;
  const { path: pagePath, names, css } = JSON.parse(readFileSync(file, 'utf8')) as Partial<FirstStyles>;
  if (typeof pagePath !== 'string' || typeof css !== 'string' || !Array.isArray(names) || !names.length) return null;
  if (!names.every((name) => typeof name === 'string' && EMOTION_NAME.test(name)) || /<\//.test(css)) return null;
  return { path: pagePath, tag: `<style data-emotion="css ${names.join(' ')}">${css}</style>` };
}
