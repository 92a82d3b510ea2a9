import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema';

/** A new account and the referral code it signed up through (`?ref=` or `?aff=`), if any. */
export interface SignUp {
  userId: number;
  ref?: string;
  aff?: string;
}

export type SignUpListener = (db: Kysely<CoreDatabase>, signUp: SignUp) => Promise<void>;

const listeners = new Set<SignUpListener>();

/** Plugins that attribute sign-ups (the referral programme) subscribe here; a listener added twice is called once. */
export function onSignUp(listener: SignUpListener): void {
  listeners.add(listener);
}

export async function emitSignUp(db: Kysely<CoreDatabase>, signUp: SignUp): Promise<void> {
  for (const listener of listeners) await listener(db, signUp);
}
