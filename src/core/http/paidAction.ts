import { useCallback, useRef } from 'react';

/**
 * What a paid action sends (server/http/paidActions.ts): the customer's explicit confirmation and
 * an idempotency key, so that a stray call charges nothing and a repeated one charges once.
 */
export function confirmedPayment<T extends object>(body: T, key: string): T & { confirm: true; idempotencyKey: string } {
  return { ...body, confirm: true, idempotencyKey: key };
}

/** 128 random bits as hex; crypto.getRandomValues works on plain HTTP too, where randomUUID does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per payment the customer means: the same while their choice (`choice`, e.g. the open
 * confirmation dialog and what it confirms) stays the same, so a double click or a retry after a lost
 * answer is answered without a second charge; a new one when the choice changes.
 */
export function usePaymentKey(choice: unknown): string {
  return usePaymentKeyOf()(choice);
}

/**
 * The same, for a choice known only when it is sent (a form's values, read on submit rather than
 * watched on every keystroke): call the answer with the choice to get its key.
 */
export function usePaymentKeyOf(): (choice: unknown) => string {
  const current = useRef<{ choice: string; key: string } | null>(null);
  return useCallback((choice: unknown) => {
    const serialized = JSON.stringify(choice) ?? '';
    if (current.current?.choice !== serialized) current.current = { choice: serialized, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
}
