import { useCallback, useEffect, useState } from 'react';

/** How long a Copiar button reads "Copiado!" (part 1 §2). */
export const COPIED_FOR_MS = 3_000;

/**
 * Puts text on the clipboard; where the browser refuses its clipboard API (no HTTPS, no
 * permission) the field showing the text is selected and copied the older way. False when
 * neither worked, so the page can say so.
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}

/** A copy action with its outcome: `copied` for 3 s after it worked, `failed` until the next try. */
export function useCopyText() {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = useCallback(async (text: string, field?: HTMLInputElement | null) => setOutcome((await copyText(text, field)) ? 'copied' : 'failed'), []);
  return { copy, copied: outcome === 'copied', failed: outcome === 'failed' };
}
