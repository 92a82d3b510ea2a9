import { z } from '../../core/validation/zod';

/** Restore points and the paid daily backup of a hosting (part 2 §2 "Backup", §3, §4, §7, §8, §9). */

/** Why a point was taken: the daily backup, the customer's "Criar ponto de restauração", a hosting's removal. */
export type PointKind = 'daily' | 'manual' | 'removal';

/** One restore point as the list shows it: its calendar day, the archive's size in bytes, and whether it was read back whole. */
export interface RestorePointView {
  /** Names this point among those of its day (restore payload `point`). */
  id: string;
  date: string;
  takenAt: string;
  size: number;
  kind: PointKind;
  verified: boolean;
  /** Why it is not verified (Portuguese), null when it is. */
  verificationError: string | null;
}

/** What one restore point can give back alone. */
export interface RestorePointParts {
  /** Paths in the file root, folders ending in `/`. */
  files: string[];
  databases: string[];
  mailboxes: string[];
  dns: boolean;
}

/** Restore points a hosting may take on demand per (billing-clock) day. */
export const MANUAL_POINTS_PER_DAY = 3;

export const PART_KINDS = ['file', 'database', 'mailbox', 'dns'] as const;
export type PartKind = (typeof PART_KINDS)[number];

export interface DailyBackupStatus {
  status: boolean;
}

/** What turning the daily backup on would cost, from the figures of the account that pays. */
export interface DailyBackupCost {
  monthlyPrice: number;
  /** The hosting's hourly cost now and with the daily backup on (extras are charged in full while Active or Paused). */
  hostingHourlyNow: number;
  hostingHourlyAfter: number;
  /** The account's hourly cost and days of credit left, now and after; null for a guest, who does not pay. */
  accountHourlyNow: number | null;
  accountHourlyAfter: number | null;
  daysNow: number | null;
  daysAfter: number | null;
}

/** Part 2 §9: R$ 10,00 per month, also charged on paused hostings. */
export const DAILY_BACKUP_MONTHLY_PRICE = 10;

/** The data a restore can give back; the dialog preselects all three and hides the selector (part 2 §3). */
export const RESTORE_OPTIONS = ['files', 'databases', 'emails'] as const;
export type RestoreOption = (typeof RESTORE_OPTIONS)[number];

export const BACKUP_MESSAGES = {
  date: 'Escolha a data do backup.',
  noPoint: 'Não há ponto de restauração nesta data.',
  options: 'Escolha ao menos um item para restaurar.',
  dailyStatus: 'Não foi possível obter o status do backup diário.',
  value: 'Informe verdadeiro ou falso.',
  point: 'Escolha o ponto de restauração.',
  kind: 'Escolha o que restaurar.',
  file: 'Informe o caminho do arquivo ou da pasta.',
  database: 'Escolha o banco de dados.',
  mailbox: 'Escolha a conta de e-mail.',
  partMissing: 'Esta parte não existe no ponto de restauração escolhido.',
  notChecked: 'Este ponto ainda não foi verificado.',
  takeFailed: 'Não foi possível criar o ponto de restauração. Tente novamente em alguns minutos.',
  restoreFailed: 'A restauração não pôde ser concluída e nada foi alterado. Tente novamente ou fale com nosso suporte.',
  manualLimit: `Você já criou ${MANUAL_POINTS_PER_DAY} pontos de restauração hoje, o limite por dia. Amanhã você poderá criar outros.`,
} as const;

const POINT_ID = /^\d{4}-\d{2}-\d{2}T\d{9}Z$/;
const pointId = z.string({ message: BACKUP_MESSAGES.point }).max(24, BACKUP_MESSAGES.point).regex(POINT_ID, BACKUP_MESSAGES.point);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const restoreSchema = z.object({
  /** One point of the day; without it, the day's newest. */
  point: pointId.optional(),
  date: z
    .string({ message: BACKUP_MESSAGES.date })
    .max(10, BACKUP_MESSAGES.date)
    .refine((value) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), BACKUP_MESSAGES.date),
  options: z
    .object({ files: z.boolean().default(false), databases: z.boolean().default(false), emails: z.boolean().default(false) }, { message: BACKUP_MESSAGES.options })
    .refine((value) => value.files || value.databases || value.emails, BACKUP_MESSAGES.options),
});
export type RestoreInput = z.infer<typeof restoreSchema>;
/** What the form holds before the schema fills the defaults. */
export type RestoreForm = z.input<typeof restoreSchema>;

const NAME_MESSAGES: Record<Exclude<PartKind, 'dns'>, string> = { file: BACKUP_MESSAGES.file, database: BACKUP_MESSAGES.database, mailbox: BACKUP_MESSAGES.mailbox };

/** One part of one point: a path (file or folder), a database's name, a mailbox's address, or the DNS zone. */
export const partRestoreSchema = z
  .object({
    point: pointId,
    kind: z.enum(PART_KINDS, { message: BACKUP_MESSAGES.kind }),
    name: z.string().max(4096).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'dns' && !value.name?.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_MESSAGES[value.kind] });
  });
export type PartRestoreInput = z.infer<typeof partRestoreSchema>;

export const dailySchema = z.object({ value: z.boolean({ message: BACKUP_MESSAGES.value }) });

export const ALL_OPTIONS: RestoreInput['options'] = { files: true, databases: true, emails: true };

export const chosenOptions = (options: RestoreInput['options']): RestoreOption[] => RESTORE_OPTIONS.filter((option) => options[option]);

export const backupPaths = {
  list: (resource: string) => `/hosting/${resource}/backup`,
  restore: (resource: string) => `/hosting/${resource}/backup/restore`,
  daily: (resource: string) => `/hosting/${resource}/backup/daily`,
  dailyCost: (resource: string) => `/hosting/${resource}/backup/daily/cost`,
  create: (resource: string) => `/hosting/${resource}/backup/points`,
  parts: (resource: string, point: string) => `/hosting/${resource}/backup/points/${point}/parts`,
  restorePart: (resource: string) => `/hosting/${resource}/backup/restore/part`,
};

export const backupKeys = {
  all: (resource: string) => ['backup', resource] as const,
  list: (resource: string) => ['backup', resource, 'list'] as const,
  daily: (resource: string) => ['backup', resource, 'daily'] as const,
  dailyCost: (resource: string) => ['backup', resource, 'daily', 'cost'] as const,
  parts: (resource: string, point: string) => ['backup', resource, 'parts', point] as const,
};
