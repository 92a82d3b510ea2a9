import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver';

type Body = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Body>>[2];
const refusing: Resolver<Body> = async () => ({ values: {}, errors: { email: { type: 'format', message: 'Informe um e-mail válido.' } } });

describe('lazyResolver', () => {
  it('loads the validation once, whether warmed first or not, and answers with it', async () => {
    const load = vi.fn(async () => refusing);
    const lazy = lazyResolver<Body>(load);
    expect(load).not.toHaveBeenCalled();
    lazy.warm();
    lazy.warm();
    const answer = await lazy.resolver({ email: 'x' }, undefined, options);
    expect(answer.errors.email?.message).toBe('Informe um e-mail válido.');
    await lazy.resolver({ email: 'y' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form go to the server while its code cannot load, and tries again next time', async () => {
    const load = vi.fn<() => Promise<Resolver<Body>>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(refusing);
    const lazy = lazyResolver<Body>(load);
    expect(await lazy.resolver({ email: 'x' }, undefined, options)).toEqual({ values: { email: 'x' }, errors: {} });
    expect((await lazy.resolver({ email: 'x' }, undefined, options)).errors.email).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
