import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

export * from './model';

export const videoSchema = z.object({ title: z.string().min(1).max(MAX_LENGTH.shortText), url: z.string().url().max(MAX_LENGTH.url) }).strict();
export type TutorialVideo = z.infer<typeof videoSchema>;

/**
 * GET /help/config: what the operator configured on the API (environment): the live-chat widget,
 * the help centre and the tutorial videos. Nothing configured means the local defaults.
 */
export const helpConfigSchema = z.object({
  chatWidgetId: z.string().max(64).regex(/^[A-Za-z0-9_-]+$/).nullable(),
  helpUrl: z.string().url().max(MAX_LENGTH.url).nullable(),
  videos: z.array(videoSchema).max(50),
});
export type HelpConfig = z.infer<typeof helpConfigSchema>;
