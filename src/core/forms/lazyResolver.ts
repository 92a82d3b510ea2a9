import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the validation code, if not yet under way. */
  warm(): void;
}

/**
 * A form's validation whose code (zod and the contract) loads apart from the page: the signed-out pages
 * show before any of it. It starts on the visitor's first key or click (see useWarmResolver), else on the
 * first validation. Should it fail to load, the form goes on to the server, which validates the same contract.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T> | null> | null = null;
  const start = () =>
    (loading ??= load().catch(() => {
      loading = null;
      return null;
    }));
  return {
    warm: () => void start(),
    resolver: async (values, context, options) => {
      const resolver = await start();
      return resolver ? resolver(values, context, options) : { values, errors: {} };
    },
  };
}

/** Starts a form's validation code loading on the first key press or click on the page. */
export function useWarmResolver(lazy: { warm(): void }) {
  useEffect(() => {
    const warm = () => lazy.warm();
    window.addEventListener('keydown', warm, { once: true });
    window.addEventListener('pointerdown', warm, { once: true });
    return () => {
      window.removeEventListener('keydown', warm);
      window.removeEventListener('pointerdown', warm);
    };
  }, [lazy]);
}
