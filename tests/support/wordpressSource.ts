import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, vi } from 'vitest';

/** The version the small WordPress below says it is. */
export const FIXTURE_WORDPRESS_VERSION = '6.1.9';

/**
 * A small folder laid out as Debian's `wordpress` package lays out /usr/share/wordpress (its own
 * wp-config.php loader, a file linked from another package, the admin area, a theme), for the
 * apps tests to install from without copying 60 MB each time; WORDPRESS_SOURCE_DIR names it for
 * the apps the test file builds (call it at the top of the file). The real package is installed by the real-node test.
 */
export function withWordPressFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'painel-wordpress-'));
  const dir = path.join(root, 'wordpress');
  const put = (relative: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), content);
  };
  put('index.php', "<?php\ndefine( 'WP_USE_THEMES', true );\nrequire __DIR__ . '/wp-blog-header.php';\n");
  put('wp-blog-header.php', "<?php\nrequire_once __DIR__ . '/wp-load.php';\n");
  put('wp-config.php', "<?php\n// Debian's loader: reads /etc/wordpress/config-<host>.php\n");
  put('wp-config-sample.php', "<?php\ndefine( 'DB_NAME', 'database_name_here' );\n");
  put('wp-includes/version.php', `<?php\n$wp_version = '${FIXTURE_WORDPRESS_VERSION}';\n`);
  put('wp-admin/install.php', '<?php\necho "WordPress › Instalação";\n');
  put('wp-content/themes/twentytwentythree/style.css', '/* Theme Name: Twenty Twenty-Three */\n');
  // Another package's file, linked as Debian links underscore.js from /usr/share/javascript.
  put('../javascript/underscore.min.js', '/* underscore */\n');
  mkdirSync(path.join(dir, 'wp-includes', 'js'), { recursive: true });
  symlinkSync('../../../javascript/underscore.min.js', path.join(dir, 'wp-includes', 'js', 'underscore.min.js'));
  symlinkSync('/etc/wordpress/htaccess', path.join(dir, '.htaccess'));
  vi.stubEnv('WORDPRESS_SOURCE_DIR', dir);
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(root, { recursive: true, force: true });
  });
  return dir;
}
