import { z } from '../../core/validation/zod';
import { PROMOTION_TYPES } from './model';

export * from './model';

export const SANDBOX_PROMOTION_TEXTS = {
  type: 'Informe o tipo da promoção: christmas, tester ou default.',
  seconds: 'Informe a duração em segundos, de 1 a 31536000.',
} as const;

/** POST /sandbox/promotion: gives the signed-in user a promotion, as the marketing team would (development only). */
export const sandboxPromotionSchema = z.object({
  type: z.enum(PROMOTION_TYPES, { error: SANDBOX_PROMOTION_TEXTS.type }),
  seconds: z.number({ error: SANDBOX_PROMOTION_TEXTS.seconds }).int(SANDBOX_PROMOTION_TEXTS.seconds).min(1, SANDBOX_PROMOTION_TEXTS.seconds).max(31_536_000, SANDBOX_PROMOTION_TEXTS.seconds),
});
