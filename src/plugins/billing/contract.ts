import { z } from '../../core/validation/zod';
import { MAX_AMOUNT, MIN_AMOUNT, PERIODS, type Period } from '../recharge/contract';
import { BILLING_TEXTS, CLOCK_TEXTS, MAX_ADVANCE_HOURS, SUSPENSION_SCREEN_TEXTS } from './model';

export * from './model';

/** The money pages' request schemas, shared by the forms and the API; everything else they share is in model.ts. */

const integerIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const billingQuerySchema = z.object({
  year: integerIn(2000, 2100, BILLING_TEXTS.year),
  month: integerIn(1, 12, BILLING_TEXTS.month),
});
export type BillingQuery = z.output<typeof billingQuerySchema>;

export const clockAdvanceSchema = z.object({
  hours: z.number({ error: CLOCK_TEXTS.hours }).int(CLOCK_TEXTS.hours).min(1, CLOCK_TEXTS.hours).max(MAX_ADVANCE_HOURS, CLOCK_TEXTS.hours),
});

const hexColor = z.string({ error: SUSPENSION_SCREEN_TEXTS.color }).max(7, SUSPENSION_SCREEN_TEXTS.color).regex(/^#[0-9a-fA-F]{6}$/, SUSPENSION_SCREEN_TEXTS.color).transform((c) => c.toLowerCase());

/** POST /user/suspension: the title and both colours are required (part 1 §5). */
export const suspensionScreenSchema = z.object({
  title: z.string({ error: SUSPENSION_SCREEN_TEXTS.title }).trim().min(1, SUSPENSION_SCREEN_TEXTS.title).max(100, SUSPENSION_SCREEN_TEXTS.title),
  subtitle: z.string().trim().max(200).default(''),
  bgColor: hexColor,
  textColor: hexColor,
});

export const FORECAST_TEXTS = {
  amount: `Informe um valor de R$ ${MIN_AMOUNT},00 a R$ ${MAX_AMOUNT.toLocaleString('pt-BR')},00.`,
  period: 'Escolha um período de 1, 6, 12, 24 ou 36 meses.',
} as const;

export const forecastQuerySchema = z.object({
  amount: z.coerce.number({ error: FORECAST_TEXTS.amount }).min(MIN_AMOUNT, FORECAST_TEXTS.amount).max(MAX_AMOUNT, FORECAST_TEXTS.amount).optional(),
  period: z.coerce
    .number({ error: FORECAST_TEXTS.period })
    .refine((p): p is Period => (PERIODS as readonly number[]).includes(p), FORECAST_TEXTS.period)
    .default(1),
});
export type ForecastQuery = z.input<typeof forecastQuerySchema>;
