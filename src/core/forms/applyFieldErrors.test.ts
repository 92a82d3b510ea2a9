import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/client';
import { applyFieldErrors } from './applyFieldErrors';

const INVALID = 'Verifique os campos destacados e tente novamente.';

function collect() {
  const shown: Record<string, string | undefined> = {};
  const setError = (name: string, error: { message?: string }) => void (shown[name] = error.message);
  return { shown, setError };
}

describe('applyFieldErrors', () => {
  it('puts each message of a 422 under the field it names', () => {
    const { shown, setError } = collect();
    expect(applyFieldErrors(new ApiError(422, INVALID, { dir: 'Use no máximo 255 caracteres.', other: 'x' }), setError, ['domain', 'dir'])).toBe(true);
    expect(shown).toEqual({ dir: 'Use no máximo 255 caracteres.' });
  });

  it('says what is wrong when the field named is not on the form, rather than pointing at highlighted fields there are none of', () => {
    const { shown, setError } = collect();
    expect(applyFieldErrors(new ApiError(422, INVALID, { email: 'Use no máximo 254 caracteres.' }), setError, ['password'])).toBe(true);
    expect(shown).toEqual({ 'root.server': 'Use no máximo 254 caracteres.' });
  });

  it('leaves any other answer to the caller', () => {
    const { shown, setError } = collect();
    expect(applyFieldErrors(new ApiError(500, 'falhou'), setError, ['password'])).toBe(false);
    expect(shown).toEqual({});
  });
});
