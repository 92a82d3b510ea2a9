import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FOR_MS, useCopyText } from './useCopyText';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

function field(value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.value = value;
  document.body.append(input);
  return input;
}

describe('useCopyText', () => {
  // The jsdom window is shared with the worker's other files: leave it as it was.
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
    document.body.replaceChildren();
  });

  it('copies through the clipboard and says so for 3 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    const { result } = renderHook(() => useCopyText());
    await act(() => result.current.copy('00020126'));
    expect(writeText).toHaveBeenCalledWith('00020126');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_FOR_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('falls back to selecting the field and the browser copy command when the clipboard is refused', async () => {
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const input = field('token-secreto');
    const { result } = renderHook(() => useCopyText());
    await act(() => result.current.copy('token-secreto', input));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe('token-secreto'.length);
    expect(result.current.copied).toBe(true);
  });

  it('says it failed when neither way copies, until the next try works', async () => {
    clipboard(() => Promise.reject(new Error('no clipboard')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const { result } = renderHook(() => useCopyText());
    await act(() => result.current.copy('abc', field('abc')));
    expect(result.current.failed).toBe(true);
    expect(result.current.copied).toBe(false);
    clipboard(() => Promise.resolve());
    await act(() => result.current.copy('abc'));
    expect(result.current.failed).toBe(false);
    expect(result.current.copied).toBe(true);
  });
});
