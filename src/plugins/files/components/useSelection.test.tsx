import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../contract';
import { useSelection } from './useSelection';

const entry = (id: number, name: string): FileEntry => ({ id, name, path: `/public_html/${name}`, type: 'file', size: 1, date: 0, editable: true, permissions: '644' });
const noKeys = { shiftKey: false, ctrlKey: false, metaKey: false };

describe('the file selection', () => {
  it('keeps a renamed file selected under its new path, and lets it go back when the rename is refused', () => {
    const before = [entry(0, 'beta.txt'), entry(1, 'nota.txt')];
    const after = [entry(0, 'beta.txt'), entry(1, 'notas.txt')];
    const { result, rerender } = renderHook(({ files }) => useSelection(files), { initialProps: { files: before } });
    act(() => result.current.select(1, noKeys));
    act(() => result.current.follow('/public_html/nota.txt', '/public_html/notas.txt'));
    rerender({ files: after });
    expect(result.current.selectedFiles.map((file) => file.name)).toEqual(['notas.txt']);

    act(() => result.current.follow('/public_html/notas.txt', '/public_html/nota.txt'));
    rerender({ files: before });
    expect(result.current.selectedFiles.map((file) => file.name)).toEqual(['nota.txt']);
  });

  it('leaves the selection alone when the renamed file was not in it', () => {
    const files = [entry(0, 'beta.txt'), entry(1, 'nota.txt')];
    const { result } = renderHook(() => useSelection(files));
    act(() => result.current.select(0, noKeys));
    const selected = result.current.selected;
    act(() => result.current.follow('/public_html/nota.txt', '/public_html/notas.txt'));
    expect(result.current.selected).toBe(selected);
  });
});
