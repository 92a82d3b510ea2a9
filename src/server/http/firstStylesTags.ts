import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_STYLES, type FirstStyles, type RecordedStyles } from '../../core/shell/firstStyles';

/** Emotion's names are its hashes, letters and digits: anything else did not come from the build. */
const EMOTION_NAME = /^[a-z0-9]+$/;

/** The style tags for the signed-in pages: the home page's, and the shell's for every other page the shell draws. */
export interface FirstStylesTags {
  home: string;
  shell: string;
}

/**
 * Recorded rules as the style tag that Emotion's cache takes as inserted when it starts:
 * `<style data-emotion="css <names>">`, as its own server rendering writes it. Empty for rules not as
 * the build writes them (a name that is not a hash, a rule that would close the tag).
 */
function styleTag(recorded: unknown): string {
  const { names, css } = (recorded ?? {}) as Partial<RecordedStyles>;
  if (typeof css !== 'string' || !Array.isArray(names) || !names.length) return '';
  if (!names.every((name) => typeof name === 'string' && EMOTION_NAME.test(name)) || /<\//.test(css)) return '';
  return `<style data-emotion="css ${names.join(' ')}">${css}</style>`;
}

/** The build's first-screen rules (src/core/shell/firstStyles.ts) as style tags; empty ones without the file. */
export function firstStylesTags(builtDir: string): FirstStylesTags {
  const file = path.join(builtDir, FIRST_STYLES);
  if (!existsSync(file)) return { home: '', shell: '' };
  const { home, shell } = JSON.parse(readFileSync(file, 'utf8')) as Partial<FirstStyles>;
  return { home: styleTag(home), shell: styleTag(shell) };
}
