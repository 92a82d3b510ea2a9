import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { WordPressSite } from './wordpressContract';

/**
 * What WordPress's install screen does, run by PHP's command line as the hosting's user in the
 * app's folder: the values come as JSON on standard input; the notice mail to the administrator is
 * left out (the panel shows the access). The address is the panel's, not one guessed from a request.
 * Exit 3: installed already; 65: not a WordPress folder.
 */
const INSTALL_CODE = `
$in = json_decode(stream_get_contents(STDIN), true);
if (!is_array($in) || !@chdir($argv[1]) || !is_file('wp-load.php')) exit(65);
$_SERVER['HTTP_HOST'] = parse_url($in['url'], PHP_URL_HOST);
$_SERVER['REQUEST_URI'] = (string) parse_url($in['url'], PHP_URL_PATH) . '/wp-admin/install.php';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define('WP_INSTALLING', true);
function wp_new_blog_notification() {}
require './wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
if (is_blog_installed()) exit(3);
$result = wp_install($in['title'], $in['username'], $in['email'], true, '', wp_slash($in['password']), 'pt_BR');
update_option('siteurl', $in['url']);
update_option('home', $in['url']);
echo json_encode(['userId' => $result['user_id']]), "\\n";
`;

export type WordPressOutcome = { installed: true } | { refused: 'notWordPress' | 'alreadyInstalled' } | { failed: string };

/** Runs WordPress's installation as the hosting's user; never through a shell, the values on stdin. */
export async function installWordPress(args: WordPressSite & { path: string }, home: string, owner: { uid: number; gid: number }, phpBinary: string): Promise<WordPressOutcome> {
  const folder = path.join(home, args.path);
  if (!(await access(phpBinary).then(() => true, () => false))) return { failed: `${phpBinary} is missing` };
  const input = JSON.stringify({ url: args.url, title: args.title, username: args.username, password: args.password, email: args.email });
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(phpBinary, ['-d', 'display_errors=stderr', '-d', 'max_execution_time=120', '-r', INSTALL_CODE, '--', folder], {
      uid: owner.uid,
      gid: owner.gid,
      cwd: '/',
      env: { PATH: '/usr/bin:/bin', HOME: home },
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: 120_000,
    });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: exitCode, stderr: errors }));
    child.stdin.end(input);
  });
  if (code === 0) return { installed: true };
  if (code === 3) return { refused: 'alreadyInstalled' };
  if (code === 65) return { refused: 'notWordPress' };
  return { failed: `php exited with ${code}: ${stderr.trim()}` };
}
