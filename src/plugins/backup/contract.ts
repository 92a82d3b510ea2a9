import { z } from '../../core/validation/zod';

/** Restore points and the paid daily backup of a hosting (part 2 §2 "Backup", §3, §4, §7, §8, §9). */

/** One restore point as the list shows it: its calendar day and the archive's size in bytes. */
export interface RestorePointView {
  date: string;
  size: number;
}

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
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const restoreSchema = z.object({
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

export const dailySchema = z.object({ value: z.boolean({ message: BACKUP_MESSAGES.value }) });

export const ALL_OPTIONS: RestoreInput['options'] = { files: true, databases: true, emails: true };

export const chosenOptions = (options: RestoreInput['options']): RestoreOption[] => RESTORE_OPTIONS.filter((option) => options[option]);

export const backupPaths = {
  list: (resource: string) => `/hosting/${resource}/backup`,
  restore: (resource: string) => `/hosting/${resource}/backup/restore`,
  daily: (resource: string) => `/hosting/${resource}/backup/daily`,
  dailyCost: (resource: string) => `/hosting/${resource}/backup/daily/cost`,
};

export const backupKeys = {
  all: (resource: string) => ['backup', resource] as const,
  list: (resource: string) => ['backup', resource, 'list'] as const,
  daily: (resource: string) => ['backup', resource, 'daily'] as const,
  dailyCost: (resource: string) => ['backup', resource, 'daily', 'cost'] as const,
};
