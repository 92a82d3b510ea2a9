import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nowIso } from '@server/db/database';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { LOG_FILES, LOG_SIZE_LIMIT } from '../contract';
import { CRONTAB } from './crontab';
import { checkPublicKey } from './ssh';
import { settingsDb } from './store';
import { USER_INI } from './userIni';

export const DEMO_SSH_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBDMXLA+vSOFLyrFnT+EVMPCnvc+o1dq19yoD10/17eC';

/** A request for a path carrying markup, as a web server logs it: the page must show it inert. */
export const DEMO_HOSTILE_PATH = '/public_html/<img src=x onerror=alert(1)>';

const PHP_LOG = `[23-Nov-2026 09:12:44 UTC] PHP Notice:  Undefined variable $carrinho in /home/loja/public_html/carrinho.php on line 18
[23-Nov-2026 10:03:10 UTC] PHP Warning:  include(config.local.php): Failed to open stream: No such file or directory in /home/loja/public_html/index.php on line 3
[23-Nov-2026 10:15:02 UTC] PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate 20480 bytes) in /home/loja/public_html/relatorio.php on line 92
PHP Stack trace:
PHP   1. {main}() /home/loja/public_html/relatorio.php:0
[23-Nov-2026 11:00:00 UTC] Pedido 1042 sincronizado com o ERP
`;

const WEB_LOG = `[Mon Nov 23 08:01:12.114201 2026] [authz_core:error] [pid 2211] [client 198.51.100.7:51234] AH01630: client denied by server configuration: /home/loja/public_html/.env
[Mon Nov 23 09:45:51.902114 2026] [core:error] [pid 2214] [client 198.51.100.23:40110] AH00128: File does not exist: ${DEMO_HOSTILE_PATH}
[Mon Nov 23 10:20:03.000000 2026] [mpm_event:notice] [pid 1001] AH00489: Apache configured -- resuming normal operations
`;

const ACCESS_LOG = `198.51.100.7 - - [23/Nov/2026:08:01:10 +0000] "GET / HTTP/1.1" 200 5120 "-" "Mozilla/5.0 (X11; Linux x86_64)"
198.51.100.23 - - [23/Nov/2026:09:45:51 +0000] "GET /promocao.html HTTP/1.1" 404 153 "https://lojadaana.com.br/" "Mozilla/5.0 (iPhone)"
198.51.100.7 - - [23/Nov/2026:10:15:02 +0000] "GET /relatorio.php HTTP/1.1" 500 0 "-" "Mozilla/5.0 (X11; Linux x86_64)"
`;

/** The runs of the demo's two jobs, as the node's runner writes them: one fine, one whose script is gone. */
const CRON_LOG = `[2026-11-23T03:30:01Z] [cron:exit 0] [3 s] php /home/loja/public_html/cron/relatorio-diario.php >/dev/null 2>&1
[2026-11-23T10:10:01Z] [cron:exit 0] [1 s] php /home/loja/public_html/cron/estoque.php
Estoque sincronizado: 42 produtos
[2026-11-23T10:20:01Z] [cron:exit 127] [0 s] php /home/loja/public_html/cron/estoque.php
sh: 1: php: not found
`;

async function put(root: string, relative: string, content: string, mode = 0o644) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, { mode });
}

/** lojadaana.com.br has settings, jobs, a key and logs; blogdaana.com.br a hand-raised memory limit and a log too large to read. */
export async function seedDemo({ db, files }: ServerContext) {
  const hostings = await db.selectFrom('hostings').select(['id', 'domain']).where('domain', 'in', ['lojadaana.com.br', 'blogdaana.com.br']).execute();
  const loja = hostings.find((h) => h.domain === 'lojadaana.com.br');
  const blog = hostings.find((h) => h.domain === 'blogdaana.com.br');
  if (loja) {
    const root = await files.root(loja.id);
    await put(root, USER_INI, '; php_version = 8.2\nmemory_limit = 256M\npost_max_size = 64M\nupload_max_filesize = 64M\nmax_execution_time = 60\n');
    await put(root, CRONTAB, '*/10 * * * * php /home/loja/public_html/cron/estoque.php\n30 3 * * * php /home/loja/public_html/cron/relatorio-diario.php >/dev/null 2>&1\n', 0o600);
    await put(root, LOG_FILES.php, PHP_LOG);
    await put(root, LOG_FILES.web, WEB_LOG);
    await put(root, LOG_FILES.access, ACCESS_LOG);
    await put(root, LOG_FILES.cron, CRON_LOG);
    const { line, fingerprint } = checkPublicKey(DEMO_SSH_KEY);
    await settingsDb(db).insertInto('ssh_keys').values({ hosting_id: loja.id, title: 'notebook da Ana', key: line, fingerprint, created_at: nowIso() }).execute();
    await put(root, '.ssh/authorized_keys', `${line} notebook da Ana\n`, 0o600);
  }
  if (blog) {
    const root = await files.root(blog.id);
    await put(root, USER_INI, '; php_version = 8.3\nmemory_limit = 2048M\n');
    const line = '[23-Nov-2026 10:00:00 UTC] PHP Deprecated:  Creation of dynamic property is deprecated in /home/blog/public_html/wp-content/plugins/antigo/antigo.php on line 12\n';
    await put(root, LOG_FILES.php, line.repeat(Math.ceil((LOG_SIZE_LIMIT + 1) / line.length)));
  }
}
