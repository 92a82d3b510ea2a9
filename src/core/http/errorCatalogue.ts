import { ApiError, isAbort } from './client';

/** The global error catalogue of part 1 §8, as pure decisions the shell then carries out. */

export const TEXTS = {
  forbidden: 'Você não possui permissão para fazer isso! Para mais informações, entre em contato com nosso suporte.',
  default: 'Ocorreu um erro ao tentar processar sua solicitação.',
  fallback:
    'Desculpe! Ocorreu um erro inesperado. Por favor, tente novamente ou entre em contato com nosso suporte',
  needsRecharge: 'Esta hospedagem está suspensa por falta de créditos. Faça uma recarga para reativá-la.',
  timeout:
    'O servidor demorou muito tempo para responder. Por favor, atualize sua página e tente novamente. Se o erro persistir, entre em contato com nosso Suporte.',
} as const;

export type AlertTitle = 'Erro' | 'Alerta' | 'Notificação';

export function alertTitle(status: number): AlertTitle {
  if (status >= 500) return 'Erro';
  if (status >= 400) return 'Alerta';
  return 'Notificação';
}

export interface ErrorAlert {
  title: AlertTitle;
  message: string;
  status: number;
  call: string;
  canNotifyProvider: boolean;
  /** Where the alert's own action leads (the recharge of a 402), if it has one. */
  rechargePath?: string;
}

export type ErrorDecision =
  | { kind: 'ignore' }
  | { kind: 'logout' }
  | { kind: 'forbidden'; alert: ErrorAlert }
  | { kind: 'needsRecharge'; alert: ErrorAlert }
  | { kind: 'notFound' }
  | { kind: 'fieldErrors' }
  | { kind: 'alert'; alert: ErrorAlert };

/** Answers the provider need not hear of: the gateway's, and a 402 (the customer's recharge, not a fault). */
const NO_PROVIDER_NOTICE = new Set([402, 502, 503, 524]);

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 522 || error.status === 524) return TEXTS.timeout;
    return error.message || TEXTS.default;
  }
  return TEXTS.fallback;
}

function makeAlert(status: number, message: string, call: string): ErrorAlert {
  return { title: alertTitle(status || 500), message, status, call, canNotifyProvider: !NO_PROVIDER_NOTICE.has(status) };
}

/** A 402's way out: the owner is sent to recharge; a guest's answer names none (its owner recharges). */
function rechargeOf(data: unknown): { rechargePath?: string } {
  const path = data && typeof data === 'object' && 'recharge' in data ? data.recharge : undefined;
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? { rechargePath: path } : {};
}

export function decide(error: unknown): ErrorDecision {
  if (isAbort(error)) return { kind: 'ignore' };
  if (!(error instanceof ApiError)) return { kind: 'alert', alert: makeAlert(500, TEXTS.fallback, '') };
  switch (error.status) {
    case 401:
      return { kind: 'logout' };
    case 402:
      return { kind: 'needsRecharge', alert: { ...makeAlert(402, error.message || TEXTS.needsRecharge, error.call), ...rechargeOf(error.data) } };
    case 403:
      return { kind: 'forbidden', alert: makeAlert(403, TEXTS.forbidden, error.call) };
    case 404:
      return { kind: 'notFound' };
    case 422:
      return { kind: 'fieldErrors' };
    default:
      return { kind: 'alert', alert: makeAlert(error.status, errorMessage(error), error.call) };
  }
}

/** The answers the shell handles the same way for every call: the session gone, no permission, or a hosting waiting for a recharge. */
export function handledByShell(error: unknown): boolean {
  const { kind } = decide(error);
  return kind === 'logout' || kind === 'forbidden' || kind === 'needsRecharge';
}
