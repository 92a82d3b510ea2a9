import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Debian's `wordpress` package keeps WordPress's code here. */
export const DEFAULT_WORDPRESS_SOURCE_DIR = '/usr/share/wordpress';

/** An app's code on this machine, ready to be copied into a hosting. */
export interface AppSource {
  app: string;
  dir: string;
  /** The code's own version, as it says it. */
  version: string;
}

/** Where each app's code comes from: WordPress from WORDPRESS_SOURCE_DIR. No other app has a source yet. */
export function appSourceDirs(env: NodeJS.ProcessEnv = process.env): Readonly<Record<string, string>> {
  return { wordpress: env.WORDPRESS_SOURCE_DIR || DEFAULT_WORDPRESS_SOURCE_DIR };
}

/** WordPress states its version in wp-includes/version.php; a folder without it holds no WordPress. */
async function wordpressVersion(dir: string): Promise<string | null> {
  const text = await readFile(path.join(dir, 'wp-includes', 'version.php'), 'utf8').catch(() => null);
  return text === null ? null : (/\$wp_version\s*=\s*'([0-9][0-9A-Za-z.+~-]*)'/.exec(text)?.[1] ?? null);
}

const VERSION_READERS: Record<string, (dir: string) => Promise<string | null>> = { wordpress: wordpressVersion };

/** The app's code when this machine has it, else null: such an app is refused, never faked. */
export async function findAppSource(app: string, dirs: Readonly<Record<string, string>>): Promise<AppSource | null> {
  const dir = dirs[app];
  const readVersion = VERSION_READERS[app];
  if (!dir || !readVersion) return null;
  const version = await readVersion(dir);
  return version ? { app, dir, version } : null;
}
