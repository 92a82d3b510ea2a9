/**
 * The help plugin's plain half (see contract.ts): what the header's help buttons read without zod.
 */

/** Chat not started (part 1 §8). */
export const CHAT_NOT_STARTED = 'O suporte não foi iniciado. Por favor, aguarde alguns segundos e clique novamente. Se o problema persistir pedimos que atualize a sua página.';
export const helpPaths = { config: '/help/config' };
