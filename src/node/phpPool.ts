import { systemUserOf, type PhpValues } from './contract';
import { integerValue, nameValue, pathValue } from './configValues';
import type { NodeConfig, NodePaths } from './nodeConfig';

/** Each managed setting as the php_admin_value (or _flag) it is written as: the pool's allow-list. */
const SIZES = ['memory_limit', 'upload_max_filesize', 'post_max_size'] as const;
const NUMBERS = ['max_execution_time', 'max_input_time', 'max_input_vars'] as const;
const FLAGS = { display_errors: 'display_errors', output_compression: 'zlib.output_compression' } as const;

export const DEFAULT_PHP_VALUES: PhpValues = {
  memory_limit: 256,
  upload_max_filesize: 64,
  post_max_size: 64,
  max_execution_time: 30,
  max_input_time: 60,
  max_input_vars: 1000,
  display_errors: false,
  output_compression: false,
};

/**
 * A hosting's PHP-FPM pool: its own workers, running as the hosting's user, on its own socket
 * that only the web server's user may connect to; PHP confined to the home (open_basedir), its
 * temporary files and sessions in the home's tmp/, and the panel's settings as admin values a
 * script or a `.user.ini` cannot raise.
 */
export function renderPool(hostingId: number, values: PhpValues, config: NodeConfig, paths: NodePaths): string {
  const user = nameValue(systemUserOf(hostingId));
  const home = pathValue(paths.home(hostingId));
  const lines = [
    `; Written by the node agent for hosting ${integerValue(hostingId)}; changes made here are overwritten.`,
    `[${user}]`,
    `user = ${user}`,
    `group = ${user}`,
    `listen = ${pathValue(paths.phpSocket(hostingId))}`,
    `listen.owner = ${nameValue(config.webUser)}`,
    `listen.group = ${nameValue(config.webUser)}`,
    'listen.mode = 0660',
    'pm = ondemand',
    'pm.max_children = 5',
    'pm.process_idle_timeout = 20s',
    'pm.max_requests = 500',
    `chdir = ${home}`,
    'security.limit_extensions = .php',
    'clear_env = yes',
    `env[TMPDIR] = ${home}/tmp`,
    `php_admin_value[open_basedir] = ${home}/`,
    `php_admin_value[upload_tmp_dir] = ${home}/tmp`,
    `php_admin_value[sys_temp_dir] = ${home}/tmp`,
    `php_admin_value[session.save_path] = ${home}/tmp`,
    'php_admin_flag[log_errors] = on',
    // In the node's folder, where the hosting cannot put a link in its place for the agent to follow.
    `php_admin_value[error_log] = ${pathValue(paths.log(hostingId, 'php'))}`,
    ...SIZES.map((name) => `php_admin_value[${name}] = ${integerValue(values[name])}M`),
    ...NUMBERS.map((name) => `php_admin_value[${name}] = ${integerValue(values[name])}`),
    ...Object.entries(FLAGS).map(([setting, directive]) => `php_admin_flag[${directive}] = ${values[setting as keyof typeof FLAGS] ? 'on' : 'off'}`),
  ];
  return lines.join('\n') + '\n';
}
