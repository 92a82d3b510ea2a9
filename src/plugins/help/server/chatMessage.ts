import { creditBalance } from '@server/billing/credits';
import type { Database } from '@server/db/database';

/** Segments of the chat's proactive message (GET /user/jivochat/message). */
export const CHAT_SEGMENTS = ['no_hosting', 'credits_ending'] as const;
export type ChatSegment = (typeof CHAT_SEGMENTS)[number];

/** The "credits ending" warning threshold (part 1 §9). */
const CREDITS_ENDING_DAYS = 5;

/** The message the chat offers this customer, by what they most likely need, or none. */
export async function chatMessageFor(db: Database, userId: number): Promise<{ message: string | null; segment_id: ChatSegment | null }> {
  const user = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow();
  const firstName = user.name.split(' ')[0];
  const hosting = await db.selectFrom('hostings').select('id').where('owner_id', '=', userId).limit(1).executeTakeFirst();
  if (!hosting) return { message: `Olá, ${firstName}! Quer ajuda para criar a sua primeira hospedagem?`, segment_id: 'no_hosting' };
  const { estimate } = await creditBalance(db, userId);
  if (estimate !== null && estimate <= CREDITS_ENDING_DAYS) {
    return { message: `Olá, ${firstName}! Seus créditos estão acabando. Podemos ajudar com a recarga?`, segment_id: 'credits_ending' };
  }
  return { message: null, segment_id: null };
}
