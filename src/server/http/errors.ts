// Zod's pt-BR messages, set once by the core, for every schema the API parses.
import '../../core/validation/zod';
import type { z } from '../../core/validation/zod';

/** An answer the API gives on purpose: status, a pt-BR message and, for 422, errors per field. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthenticated: 'Sua sessão expirou. Faça login novamente.',
  forbidden: 'Você não possui permissão para fazer isso! Para mais informações, entre em contato com nosso suporte.',
  notFound: 'Registro não encontrado.',
  conflict: 'Este registro já existe.',
  invalid: 'Verifique os campos destacados e tente novamente.',
  badRequest: 'Não foi possível ler a sua solicitação.',
  internal: 'Ocorreu um erro ao tentar processar sua solicitação.',
} as const;

export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, MESSAGES.invalid, { [field]: message });
}

/** Validates with the same zod schema the UI uses; any problem becomes a 422 with one message per field. */
export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  throw new HttpError(422, MESSAGES.invalid, errors);
}
