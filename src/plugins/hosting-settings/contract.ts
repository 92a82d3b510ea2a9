import { z } from '../../core/validation/zod';

/** The settings tabs of a hosting: PHP, HTTPS, SSH, cron and logs (part 2 §2, §3, §4, §5, §7, §9). */

// ---------------------------------------------------------------- PHP

/** Every slider's range and step (part 2 §9). Sizes are MB, times seconds. */
export const PHP_RANGES = {
  post_max_size: { min: 2, max: 1024, step: 2, unit: 'MB' },
  upload_max_filesize: { min: 2, max: 1024, step: 2, unit: 'MB' },
  memory_limit: { min: 16, max: 1024, step: 16, unit: 'MB' },
  max_execution_time: { min: 30, max: 600, step: 10, unit: 's' },
  max_input_time: { min: 30, max: 600, step: 10, unit: 's' },
  max_input_vars: { min: 1000, max: 10000, step: 1000, unit: '' },
} as const;
export type PhpNumericSetting = keyof typeof PHP_RANGES;
export const PHP_NUMERIC_SETTINGS = Object.keys(PHP_RANGES) as PhpNumericSetting[];
export const PHP_BOOLEAN_SETTINGS = ['display_errors', 'output_compression'] as const;
export type PhpBooleanSetting = (typeof PHP_BOOLEAN_SETTINGS)[number];

export const PHP_VERSIONS = ['7.4', '8.0', '8.1', '8.2', '8.3', '8.4'] as const;
export type PhpVersion = (typeof PHP_VERSIONS)[number];
export const DEFAULT_PHP_VERSION: PhpVersion = '8.3';

export type PhpValues = Record<PhpNumericSetting, number> & Record<PhpBooleanSetting, boolean>;
export const PHP_DEFAULTS: PhpValues = {
  post_max_size: 64,
  upload_max_filesize: 64,
  memory_limit: 256,
  max_execution_time: 30,
  max_input_time: 60,
  max_input_vars: 1000,
  display_errors: false,
  output_compression: false,
};

export interface PhpSettings extends PhpValues {
  version: PhpVersion;
  versions: { value: PhpVersion; text: string }[];
}

export const PHP_MESSAGES = {
  overMaximum: 'O valor configurado é maior do que o máximo permitido.',
  range: (min: number, max: number, unit: string) => `Escolha um valor entre ${min} e ${max}${unit ? ` ${unit}` : ''}.`,
  step: (step: number) => `O valor deve ser múltiplo de ${step}.`,
  version: 'Escolha uma das versões do PHP disponíveis.',
  boolean: 'Escolha ligado ou desligado.',
} as const;

const rangeSchema = (name: PhpNumericSetting) => {
  const { min, max, step, unit } = PHP_RANGES[name];
  const message = PHP_MESSAGES.range(min, max, unit);
  return z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .multipleOf(step, PHP_MESSAGES.step(step));
};

export const phpSettingsSchema = z.object({
  post_max_size: rangeSchema('post_max_size'),
  upload_max_filesize: rangeSchema('upload_max_filesize'),
  memory_limit: rangeSchema('memory_limit'),
  max_execution_time: rangeSchema('max_execution_time'),
  max_input_time: rangeSchema('max_input_time'),
  max_input_vars: rangeSchema('max_input_vars'),
  display_errors: z.boolean({ error: PHP_MESSAGES.boolean }),
  output_compression: z.boolean({ error: PHP_MESSAGES.boolean }),
});
export type PhpSettingsBody = z.output<typeof phpSettingsSchema>;

export const phpVersionSchema = z.object({ version: z.enum(PHP_VERSIONS, { error: PHP_MESSAGES.version }) });
export type PhpVersionBody = z.output<typeof phpVersionSchema>;

/** What the job of POST /php answers; the page polls GET /job/{job} (first after 3 s, then every 5 s). */
export interface JobAnswer {
  job: string;
}
export type JobStatus = 'queued' | 'executing' | 'completed' | 'failed';
export const isJobRunning = (status: JobStatus) => status === 'queued' || status === 'executing';

// ---------------------------------------------------------------- SSL

export interface SslStatus {
  active: boolean;
  checking: boolean;
  redirect: boolean;
  /** The domain is registered with us and pointed here: a certificate can be issued. */
  registered: boolean;
  /** An installed application was found whose own site address may conflict with the HTTPS redirect. */
  appConflict: string | null;
  /** When the certificate served now expires (ISO 8601); renewed before it. */
  expiresAt: string | null;
  /** Why the last issue or renewal failed, in Portuguese; null once a certificate is issued. */
  failure: string | null;
}

export const sslRedirectSchema = z.object({ value: z.boolean({ error: 'Escolha ligado ou desligado.' }) });

// ---------------------------------------------------------------- SSH

export interface SshKey {
  title: string;
  key: string;
  createdAt: string;
  /** SHA256 fingerprint, as `ssh-keygen -l` prints it. */
  fingerprint: string;
}

export interface SshStatus {
  active: boolean;
  /** true while a change waits for the server; 'error' when the last change failed. */
  queued: boolean | 'error';
  keys: SshKey[];
  connection: string;
  username: string;
  host: string;
  port: number;
}

export const SSH_PORT = 22;
export const SSH_TITLE_MAX_LENGTH = 50;
export const SSH_KEY_MAX_LENGTH = 16_384;

export const SSH_MESSAGES = {
  required: 'Campo obrigatório.',
  title: 'Use letras, números, espaços, pontos, hífens e sublinhados.',
  titleLong: `O título pode ter no máximo ${SSH_TITLE_MAX_LENGTH} caracteres.`,
  keyLong: 'A chave é longa demais.',
  keyOneLine: 'Cole a chave pública em uma única linha.',
  keyInvalid: 'Chave pública inválida. Cole o conteúdo do arquivo .pub, por exemplo "ssh-ed25519 AAAA… usuario@computador".',
  keyPrivate: 'Esta é uma chave privada. Cole a chave pública (arquivo .pub).',
  keyWeak: 'Chaves RSA precisam ter pelo menos 2048 bits.',
  keyTaken: 'Esta chave já foi adicionada.',
  titleTaken: 'Já existe uma chave com este título.',
  toggleBusy: 'Aguarde a alteração anterior do SSH terminar.',
  folderBlocked: 'Existe um arquivo chamado ".ssh" na pasta da hospedagem. Renomeie ou exclua esse arquivo para usar as chaves SSH.',
} as const;

export const sshToggleSchema = z.object({ value: z.boolean({ error: 'Escolha ligado ou desligado.' }) });

export const sshKeySchema = z.object({
  title: z
    .string({ error: SSH_MESSAGES.required })
    .trim()
    .min(1, SSH_MESSAGES.required)
    .max(SSH_TITLE_MAX_LENGTH, SSH_MESSAGES.titleLong)
    .regex(/^[\p{L}\p{N} ._-]+$/u, SSH_MESSAGES.title),
  key: z
    .string({ error: SSH_MESSAGES.required })
    .trim()
    .min(1, SSH_MESSAGES.required)
    .max(SSH_KEY_MAX_LENGTH, SSH_MESSAGES.keyLong)
    .superRefine((key, ctx) => {
      if (key.includes('PRIVATE KEY')) ctx.addIssue({ code: 'custom', message: SSH_MESSAGES.keyPrivate });
      else if (/[\r\n]/.test(key)) ctx.addIssue({ code: 'custom', message: SSH_MESSAGES.keyOneLine });
    }),
});
export type SshKeyBody = z.output<typeof sshKeySchema>;

// ---------------------------------------------------------------- Cron

/** 5, 10, 30 and 60 minutes, D daily, S weekly, M monthly, P custom (part 2 §9). */
export const CRON_INTERVALS = ['5', '10', '30', '60', 'D', 'S', 'M', 'P'] as const;
export type CronInterval = (typeof CRON_INTERVALS)[number];
export const DEFAULT_CRON_INTERVAL: CronInterval = '5';
/** Weekdays 0–6, Sunday 0; Monday is the default. */
export const DEFAULT_DAY_WEEK = 1;
export const CRON_COMMAND_MAX_LENGTH = 1000;
export interface CronList {
  tasks: CronJob[];
  /** "Executar agora" is offered: the sandboxes are on and the server can confine a run. */
  canRun: boolean;
}

/** One confined run of a job's command ("Executar agora"). */
export interface CronRunResult {
  exitCode: number | null;
  output: string;
  truncated: boolean;
  timedOut: boolean;
  durationMs: number;
}

/** The delete confirmation shows the command cut at this many characters. */
export const CRON_COMMAND_PREVIEW = 30;

export interface CronJob {
  id: string;
  expression: string;
  command: string;
  /** The schedule in words, pt-BR. */
  description: string;
}

export const CRON_MESSAGES = {
  required: 'Campo obrigatório.',
  interval: 'Escolha um intervalo.',
  dayWeek: 'Escolha um dia da semana.',
  dayMonth: 'Informe um dia do mês entre 01 e 31.',
  time: 'Informe um horário válido, de 00:00 a 23:59.',
  fiveFields: 'A expressão deve ter cinco campos: minuto, hora, dia do mês, mês e dia da semana.',
  invalid: 'Expressão inválida.',
  commandLong: `O comando pode ter no máximo ${CRON_COMMAND_MAX_LENGTH} caracteres.`,
  commandOneLine: 'O comando deve ter uma única linha.',
  commandControl: 'O comando não pode ter caracteres de controle.',
  taken: 'Já existe uma tarefa com este horário e comando.',
  unknown: 'Tarefa não encontrada. Atualize a página e tente novamente.',
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const cronFormSchema = z
  .object({
    interval: z.enum(CRON_INTERVALS, { error: CRON_MESSAGES.interval }),
    dayWeek: z.coerce.number({ error: CRON_MESSAGES.dayWeek }).int(CRON_MESSAGES.dayWeek).min(0, CRON_MESSAGES.dayWeek).max(6, CRON_MESSAGES.dayWeek).optional(),
    dayMonth: z.string().max(2).optional(),
    time: z.string().max(5).optional(),
    expression: z.string().max(200).optional(),
    command: z
      .string({ error: CRON_MESSAGES.required })
      .trim()
      .min(1, CRON_MESSAGES.required)
      .max(CRON_COMMAND_MAX_LENGTH, CRON_MESSAGES.commandLong)
      .refine((command) => !/[\r\n\0]/.test(command), CRON_MESSAGES.commandOneLine),
  })
  .superRefine((form, ctx) => {
    const needsTime = form.interval === 'D' || form.interval === 'S' || form.interval === 'M';
    if (needsTime && !TIME.test(form.time ?? '')) ctx.addIssue({ code: 'custom', path: ['time'], message: CRON_MESSAGES.time });
    if (form.interval === 'S' && form.dayWeek === undefined) ctx.addIssue({ code: 'custom', path: ['dayWeek'], message: CRON_MESSAGES.dayWeek });
    if (form.interval === 'M') {
      const day = Number(form.dayMonth);
      if (!/^\d{2}$/.test(form.dayMonth ?? '') || day < 1 || day > 31) ctx.addIssue({ code: 'custom', path: ['dayMonth'], message: CRON_MESSAGES.dayMonth });
    }
    if (form.interval === 'P') {
      const fields = (form.expression ?? '').trim().split(/\s+/).filter(Boolean);
      if (fields.length === 0) ctx.addIssue({ code: 'custom', path: ['expression'], message: CRON_MESSAGES.required });
      else if (fields.length !== 5) ctx.addIssue({ code: 'custom', path: ['expression'], message: CRON_MESSAGES.fiveFields });
      else if (!fields.every((field) => /^[\d*,/\-A-Za-z]+$/.test(field))) ctx.addIssue({ code: 'custom', path: ['expression'], message: CRON_MESSAGES.invalid });
    }
  });
export type CronFormInput = z.input<typeof cronFormSchema>;
export type CronFormBody = z.output<typeof cronFormSchema>;

/** The five-field expression a form stands for. */
export function expressionOf(form: CronFormBody): string {
  const [hour = '0', minute = '0'] = (form.time ?? '00:00').split(':');
  const at = `${Number(minute)} ${Number(hour)}`;
  switch (form.interval) {
    case '5':
    case '10':
    case '30':
      return `*/${form.interval} * * * *`;
    case '60':
      return '0 * * * *';
    case 'D':
      return `${at} * * *`;
    case 'S':
      return `${at} * * ${form.dayWeek ?? DEFAULT_DAY_WEEK}`;
    case 'M':
      return `${at} ${Number(form.dayMonth)} * *`;
    case 'P':
      return (form.expression ?? '').trim().split(/\s+/).join(' ');
  }
}

const pad = (value: string) => value.padStart(2, '0');

/** The form that edits an expression: one of the fixed intervals when it is one, else custom. */
export function formOf(job: Pick<CronJob, 'expression' | 'command'>): CronFormInput {
  const base = { interval: 'P' as CronInterval, dayWeek: DEFAULT_DAY_WEEK, dayMonth: '', time: '', expression: job.expression, command: job.command };
  const fields = job.expression.split(' ');
  const every = /^\*\/(5|10|30) \* \* \* \*$/.exec(job.expression);
  if (every) return { ...base, interval: every[1] as CronInterval };
  if (job.expression === '0 * * * *') return { ...base, interval: '60' };
  const [minute, hour, dayMonth, month, dayWeek] = fields;
  if (fields.length !== 5 || !/^\d{1,2}$/.test(minute) || !/^\d{1,2}$/.test(hour) || month !== '*') return base;
  const time = `${pad(hour)}:${pad(minute)}`;
  if (dayMonth === '*' && dayWeek === '*') return { ...base, interval: 'D', time };
  if (dayMonth === '*' && /^[0-6]$/.test(dayWeek)) return { ...base, interval: 'S', time, dayWeek: Number(dayWeek) };
  if (/^\d{1,2}$/.test(dayMonth) && dayWeek === '*') return { ...base, interval: 'M', time, dayMonth: pad(dayMonth) };
  return base;
}

/** The command as the delete confirmation shows it: at most 30 characters. */
export function commandPreview(command: string): string {
  return command.length > CRON_COMMAND_PREVIEW ? `${command.slice(0, CRON_COMMAND_PREVIEW)}...` : command;
}

// ---------------------------------------------------------------- Logs

/** PHP's error log, the web server's error log, its access log and the cron jobs' runs. */
export const LOG_GROUPS = ['php', 'web', 'access', 'cron'] as const;
export type LogGroup = (typeof LOG_GROUPS)[number];
export const DEFAULT_LOG_GROUP: LogGroup = 'php';
/** A log file larger than this is not read: the page points to FTP instead (part 2 §9). */
export const LOG_SIZE_LIMIT = 1024 * 1024;
/** Where each group's file lives in the hosting's file root (the sandbox node; a real node keeps them in its own folder). */
export const LOG_FILES: Record<LogGroup, string> = { php: 'logs/php_error.log', web: 'logs/error.log', access: 'logs/access.log', cron: 'logs/cron.log' };

export type LogType = 'error' | 'warning' | 'notice' | 'info';

export interface LogEntry {
  date: string;
  type: LogType;
  typeText: string;
  message: string;
  /** Advice on the entry; may contain markup, which the page sanitises before showing it. */
  hint: string | null;
}

export type LogsAnswer = { logs: LogEntry[] } | { isLargeFile: true };

export const logQuerySchema = z.object({ group: z.enum(LOG_GROUPS, { error: 'Grupo de logs desconhecido.' }).default(DEFAULT_LOG_GROUP) });

// ---------------------------------------------------------------- Paths

const base = (resource: string) => `/hosting/${encodeURIComponent(resource)}`;

export const settingsPaths = {
  php: (resource: string) => `${base(resource)}/php`,
  phpRestore: (resource: string) => `${base(resource)}/php/restore`,
  job: (job: string) => `/job/${encodeURIComponent(job)}`,
  ssl: (resource: string) => `${base(resource)}/ssl`,
  sslEnable: (resource: string) => `${base(resource)}/ssl/enable`,
  sslRedirect: (resource: string) => `${base(resource)}/ssl/redirect`,
  ssh: (resource: string) => `${base(resource)}/ssh`,
  sshKey: (resource: string, title: string) => `${base(resource)}/ssh/${encodeURIComponent(title)}`,
  cron: (resource: string) => `${base(resource)}/cron`,
  cronJob: (resource: string, id: string) => `${base(resource)}/cron/${encodeURIComponent(id)}`,
  cronRun: (resource: string, id: string) => `${base(resource)}/cron/${encodeURIComponent(id)}/run`,
  logs: (resource: string) => `${base(resource)}/logs`,
};

export const settingsKeys = {
  php: (resource: string) => ['hosting-settings', resource, 'php'] as const,
  ssl: (resource: string) => ['hosting-settings', resource, 'ssl'] as const,
  ssh: (resource: string) => ['hosting-settings', resource, 'ssh'] as const,
  cron: (resource: string) => ['hosting-settings', resource, 'cron'] as const,
  logs: (resource: string, group: LogGroup) => ['hosting-settings', resource, 'logs', group] as const,
};
