import type { LogEntry, LogGroup, LogType } from '../contract';

/**
 * Log lines as PHP and the web server write them, turned into entries:
 *   PHP:    [23-Nov-2026 10:15:02 UTC] PHP Warning:  Undefined variable $x in /…/index.php on line 4
 *   web:    [Mon Nov 23 10:15:02.123456 2026] [core:error] [pid 123] [client 1.2.3.4:5] AH00128: File does not exist: /…/x
 *           2026/11/23 10:15:02 [error] 123#123: *5 open() "/…/x" failed (2: No such file or directory), client: 1.2.3.4, …  (nginx)
 *   access: 1.2.3.4 - - [23/Nov/2026:10:15:02 +0000] "GET /x HTTP/1.1" 404 153 "-" "curl/8.0"  (the combined format)
 *   cron:   [2026-11-23T10:15:02Z] [cron:exit 0] [2 s] php artisan schedule:run  (the node's runner; the output follows)
 * Lines that continue an entry (stack traces) are appended to its message.
 */

const TYPE_TEXT: Record<LogType, string> = { error: 'Erro', warning: 'Aviso', notice: 'Notificação', info: 'Informação' };

const PHP_LINE = /^\[([^\]]+)\]\s+(?:PHP\s+([A-Za-z ]+?):\s+)?(.*)$/;
const WEB_LINE = /^\[([^\]]+)\]\s+\[(?:[\w-]+:)?(\w+)\](?:\s+\[pid [^\]]*\])?(?:\s+\[client [^\]]*\])?\s*(.*)$/;
const NGINX_ERROR_LINE = /^(\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}) \[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*)$/;
const ACCESS_LINE = /^(\S+ \S+ \S+) \[([^\]]+)\] (.*"\S* ?[^"]*" (\d{3}) .*)$/;
const CRON_LINE = /^\[(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)\] \[cron:exit (\d+)\] \[(\d+) s\] (.*)$/;

/** What a shell's exit status says when the command could not even start. */
const CRON_HINTS: Record<number, string> = {
  126: 'O arquivo existe, mas não pode ser executado. Dê permissão de execução a ele ou chame-o pelo interpretador, por exemplo <code>php arquivo.php</code>.',
  127: 'O comando não foi encontrado. Confira o nome do programa e o caminho do arquivo, que começa na pasta da hospedagem.',
};

/** A request the site could not serve is an error, one refused or not found a warning, the rest information. */
function accessType(status: number): LogType {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warning';
  return 'info';
}

/** "23/Nov/2026:10:15:02 +0000" as ISO, else the text as written. */
function accessDate(text: string): string {
  const parsed = Date.parse(text.replace(/^(\d+)\/(\w+)\/(\d+):/, '$1 $2 $3 '));
  return Number.isNaN(parsed) ? text : new Date(parsed).toISOString();
}

function phpType(label: string | undefined): LogType {
  const text = (label ?? '').toLowerCase();
  if (/fatal|parse|error/.test(text)) return 'error';
  if (/warning/.test(text)) return 'warning';
  if (/notice|deprecated|strict/.test(text)) return 'notice';
  return 'info';
}

function webType(level: string): LogType {
  if (/emerg|alert|crit|error/.test(level)) return 'error';
  if (/warn/.test(level)) return 'warning';
  if (/notice/.test(level)) return 'notice';
  return 'info';
}

/** "23-Nov-2026 10:15:02 UTC" or "Mon Nov 23 10:15:02.123456 2026" as ISO, else the text as written. */
function isoDate(text: string): string {
  const cleaned = text.replace(/\.\d+/, '').replace(/-/g, ' ');
  const parsed = Date.parse(cleaned.endsWith('UTC') ? cleaned.replace(/UTC$/, 'GMT') : `${cleaned} GMT`);
  return Number.isNaN(parsed) ? text : new Date(parsed).toISOString();
}

/**
 * Advice for well-known messages. Hints are markup (the panel sanitises them before showing);
 * the name a message mentions is quoted into the hint as the log wrote it.
 */
const HINTS: { test: RegExp; hint: (match: RegExpExecArray) => string }[] = [
  { test: /Allowed memory size of \d+ bytes exhausted/, hint: () => 'O script usou toda a memória permitida. Aumente o <strong>memory_limit</strong> na aba PHP ou otimize o código.' },
  { test: /Maximum execution time of \d+ seconds exceeded/, hint: () => 'O script passou do tempo limite. Aumente o <strong>max_execution_time</strong> na aba PHP.' },
  { test: /Undefined variable \$?(\S+)/, hint: (m) => `A variável <code>${m[1]}</code> foi usada antes de receber um valor.` },
  { test: /Call to undefined function (\S+?)\(/, hint: (m) => `A função <code>${m[1]}</code> não existe. Verifique se a extensão necessária está ativa na versão do PHP escolhida.` },
  { test: /File does not exist: (.+)$/, hint: (m) => `Alguém pediu o arquivo <code>${m[1]}</code>, que não existe. Verifique os links do site.` },
  { test: /open\(\) "([^"]+)" failed \(2: No such file or directory\)/, hint: (m) => `Alguém pediu o arquivo <code>${m[1]}</code>, que não existe. Verifique os links do site.` },
  { test: /directory index of "([^"]+)" is forbidden/, hint: (m) => `A pasta <code>${m[1]}</code> não tem uma página inicial (index.php ou index.html), e a listagem dos arquivos fica bloqueada.` },
  { test: /client denied by server configuration/, hint: () => 'O acesso foi bloqueado por uma regra do <code>.htaccess</code>.' },
];

const hintOf = (message: string) => {
  for (const { test, hint } of HINTS) {
    const match = test.exec(message);
    if (match) return hint(match);
  }
  return null;
};

function accessEntry(match: RegExpExecArray): LogEntry {
  const type = accessType(Number(match[4]));
  return { date: accessDate(match[2]), type, typeText: TYPE_TEXT[type], message: `${match[1]} ${match[3]}`, hint: null };
}

/** A run of a cron job: an error when its command ended with another status than 0, its output after the command. */
function cronEntry(match: RegExpExecArray): LogEntry {
  const exit = Number(match[2]);
  const type: LogType = exit === 0 ? 'info' : 'error';
  return { date: match[1], type, typeText: TYPE_TEXT[type], message: `Código de saída ${exit} em ${match[3]} s: ${match[4]}`, hint: CRON_HINTS[exit] ?? null };
}

export function parseLog(group: LogGroup, text: string): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (group === 'cron') {
      const run = CRON_LINE.exec(line);
      const last = entries.at(-1);
      if (run) entries.push(cronEntry(run));
      // The job's output, blank lines and all, belongs to its run (the file's last newline is trimmed below).
      else if (last) last.message += `\n${line}`;
      continue;
    }
    if (line.trim() === '') continue;
    if (group === 'access') {
      const access = ACCESS_LINE.exec(line);
      if (access) entries.push(accessEntry(access));
      continue;
    }
    const match = group === 'php' ? PHP_LINE.exec(line) : (WEB_LINE.exec(line) ?? NGINX_ERROR_LINE.exec(line));
    if (!match) {
      const last = entries.at(-1);
      if (last) last.message += `\n${line}`;
      continue;
    }
    const type = group === 'php' ? phpType(match[2]) : webType(match[2]);
    const message = match[3].trim();
    entries.push({ date: isoDate(match[1]), type, typeText: TYPE_TEXT[type], message, hint: hintOf(message) });
  }
  if (group === 'cron') for (const entry of entries) entry.message = entry.message.trimEnd();
  return entries.reverse();
}
