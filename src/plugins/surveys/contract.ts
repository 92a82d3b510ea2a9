import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { GOALS, GROUPS, ORIGINS, OTHER_GROUP_MAX, REASON_OTHER_MAX, REFUSAL_REASONS, SCHEDULE_TIMES, WEBSITES } from './model';

export * from './model';

const choose = 'Escolha uma das opções.';
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values, choose), z.literal('')]);

/**
 * POST /user/group: the simplified form asks the goal and the number of websites; the full one
 * also the group (with its own text when "other") and where the customer heard of us.
 */
export const profileSurveySchema = z
  .object({
    simplified: z.boolean(),
    group: optionalChoice(GROUPS),
    otherGroup: z.string().trim().max(OTHER_GROUP_MAX),
    goal: z.enum(GOALS, choose),
    websites: z.enum(WEBSITES, choose),
    origin: optionalChoice(ORIGINS),
  })
  .superRefine((v, ctx) => {
    if (v.simplified) return;
    if (!v.group) ctx.addIssue({ code: 'custom', path: ['group'], message: choose });
    if (!v.origin) ctx.addIssue({ code: 'custom', path: ['origin'], message: choose });
    if (v.group === 'other' && !v.otherGroup) ctx.addIssue({ code: 'custom', path: ['otherGroup'], message: 'Conte qual é o seu perfil.' });
  });
export type ProfileSurvey = z.infer<typeof profileSurveySchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** POST /user/partner: a meeting scheduled (morning 08-12h or afternoon 14-18h), or the reason for saying no. */
export const partnerSchema = z.discriminatedUnion('acceptance', [
  z.object({
    acceptance: z.literal(true),
    email: z.string().trim().toLowerCase().min(1, 'Informe o seu e-mail.').max(MAX_LENGTH.email).email('Informe um e-mail válido.'),
    phone: z.string().trim().max(MAX_LENGTH.phone).refine((v) => [10, 11].includes(v.replace(/\D/g, '').length), 'Informe um telefone com DDD.'),
    scheduleDate: z.string().max(10).regex(DATE, 'Escolha uma data.').refine((v) => v > new Date().toISOString().slice(0, 10), 'Escolha uma data a partir de amanhã.'),
    scheduleTime: z.enum(SCHEDULE_TIMES, 'Escolha um horário.'),
  }),
  z.object({
    acceptance: z.literal(false),
    refusalReason: z.enum(REFUSAL_REASONS, 'Escolha um motivo.'),
    reasonOther: z.string().trim().max(REASON_OTHER_MAX),
  }).refine((v) => v.refusalReason !== 'OTHER' || v.reasonOther.length > 0, { path: ['reasonOther'], message: 'Conte o motivo.' }),
]);
export type PartnerAnswer = z.infer<typeof partnerSchema>;

/** POST /user/preferences. */
export const preferencesSchema = z.object({ preferences: z.object({ hide_auto_recharge_alert: z.boolean() }).strict() }).strict();

/** POST /user/event: what the customer did with a survey, for the product team. */
export const eventSchema = z.object({
  action: z.string().trim().min(1).max(100),
  category: z.string().trim().min(1).max(100),
  label: z.string().trim().max(MAX_LENGTH.shortText),
}).strict();
