import { randomInt } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** A file of the app's code to copy: where it is in the source and where it goes in the app's folder. */
export interface SourceFile {
  relative: string;
  source: string;
  bytes: number;
}

/**
 * Debian's own loader (it reads /etc/wordpress/config-<host>.php) and its link to /etc's .htaccess:
 * each hosting gets its own wp-config.php instead, and nginx reads no .htaccess.
 */
const LEFT_OUT = new Set(['wp-config.php', '.htaccess']);

/**
 * WordPress's files in a source folder (Debian's package links some to other packages' files, in
 * /usr/share/javascript or /usr/share/php: the file linked to is copied). Whatever is neither a
 * file nor a folder after its link is left out, so is a link to a folder.
 */
export async function wordpressFiles(sourceDir: string): Promise<SourceFile[]> {
  const found: SourceFile[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await readdir(path.join(sourceDir, relative), { withFileTypes: true })) {
      const entryRelative = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (relative === '' && LEFT_OUT.has(entry.name)) continue;
      const source = path.join(sourceDir, entryRelative);
      if (entry.isDirectory()) {
        await walk(entryRelative);
        continue;
      }
      const stats = await stat(source).catch(() => null);
      if (stats?.isFile()) found.push({ relative: entryRelative, source, bytes: stats.size });
    }
  };
  await walk('');
  return found.sort((a, b) => a.relative.localeCompare(b.relative));
}

/** The admin area and the themes and plugins, which the install writes after the core. */
export const isAdminOrContent = (file: SourceFile) => /^wp-(admin|content)\//.test(file.relative);

export interface WordPressDatabase {
  dbName: string;
  dbUser: string;
  dbPassword: string;
  dbHost: string;
}

/** WordPress's own salt alphabet (wp-admin/setup-config.php) without the quote and the backslash, which a PHP string would need escaped. */
const SALT_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()-_ []{}<>~`+=,.;:/?|';
const SALT_NAMES = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];

export const freshSalt = () => Array.from({ length: 64 }, () => SALT_ALPHABET[randomInt(SALT_ALPHABET.length)]).join('');

const phpString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The hosting's own wp-config.php: its database, fresh salts, and WordPress loaded from the folder it is in. */
export function wordpressConfig(database: WordPressDatabase, salt: () => string = freshSalt): string {
  const define = (name: string, value: string) => `define( ${phpString(name)}, ${phpString(value)} );`;
  return [
    '<?php',
    '// WordPress: configuração escrita pelo instalador do painel.',
    define('DB_NAME', database.dbName),
    define('DB_USER', database.dbUser),
    define('DB_PASSWORD', database.dbPassword),
    define('DB_HOST', database.dbHost),
    define('DB_CHARSET', 'utf8mb4'),
    define('DB_COLLATE', ''),
    '',
    ...SALT_NAMES.map((name) => define(name, salt())),
    '',
    "$table_prefix = 'wp_';",
    '',
    "define( 'WP_DEBUG', false );",
    // The panel writes the files as another user than the site's PHP: WordPress would otherwise ask for FTP to update them.
    "define( 'FS_METHOD', 'direct' );",
    '',
    "if ( ! defined( 'ABSPATH' ) ) {",
    "\tdefine( 'ABSPATH', __DIR__ . '/' );",
    '}',
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ].join('\n');
}
