import { useCallback, useMemo, useState } from 'react';
import type { FileEntry } from '../contract';

export interface ClickModifiers {
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * Selection of the list (part 2 §2): a click selects one, ctrl/cmd toggles, shift selects the
 * range from the last anchor, select all takes every row but "..". Kept by path.
 */
export function useSelection(files: FileEntry[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState(0);
  const [focus, setFocus] = useState(0);
  const selectable = useCallback((index: number) => (files[index]?.id ?? -1) >= 0, [files]);

  const rangeOf = useCallback(
    (from: number, to: number) => {
      const [start, end] = from < to ? [from, to] : [to, from];
      return new Set(files.slice(start, end + 1).filter((file) => file.id >= 0).map((file) => file.path));
    },
    [files],
  );

  const select = useCallback(
    (index: number, modifiers: ClickModifiers) => {
      const file = files[index];
      if (!file) return;
      setFocus(index);
      if (modifiers.shiftKey) {
        setSelected(rangeOf(anchor, index));
        return;
      }
      setAnchor(index);
      if (modifiers.ctrlKey || modifiers.metaKey) {
        if (!selectable(index)) return;
        setSelected((old) => {
          const next = new Set(old);
          if (next.has(file.path)) next.delete(file.path);
          else next.add(file.path);
          return next;
        });
        return;
      }
      setSelected(selectable(index) ? new Set([file.path]) : new Set());
    },
    [anchor, files, rangeOf, selectable],
  );

  const reset = useCallback(() => {
    setSelected(new Set());
    setAnchor(0);
    setFocus(0);
  }, []);

  const selectedFiles = useMemo(() => files.filter((file) => selected.has(file.path)), [files, selected]);
  const allSelected = selectedFiles.length > 0 && selectedFiles.length === files.filter((file) => file.id >= 0).length;

  return {
    selected,
    selectedFiles,
    allSelected,
    focus: Math.min(focus, Math.max(files.length - 1, 0)),
    setFocus,
    select,
    selectAll: () => setSelected(new Set(files.filter((file) => file.id >= 0).map((file) => file.path))),
    selectNone: () => setSelected(new Set()),
    /** A selected file that was renamed or moved stays selected under its new path. */
    follow: (from: string, to: string) =>
      setSelected((old) => (old.has(from) ? new Set([...old].map((path) => (path === from ? to : path))) : old)),
    reset,
  };
}
