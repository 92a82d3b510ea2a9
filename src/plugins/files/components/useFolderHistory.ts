import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '../contract';

/** The open folder lives in the address (?path=), so it can be bookmarked; back/forward are the manager's own. */
export function useFolderHistory() {
  const [params, setParams] = useSearchParams();
  const path = params.get('path') || HOME_PATH;
  const [history, setHistory] = useState({ stack: [path], index: 0 });

  useEffect(() => {
    setHistory((old) => (old.stack[old.index] === path ? old : { stack: [...old.stack.slice(0, old.index + 1), path], index: old.index + 1 }));
  }, [path]);

  const go = useCallback((next: string, replace = false) => setParams({ path: next }, { replace }), [setParams]);

  return {
    path,
    open: (next: string) => {
      if (next !== path) go(next);
    },
    canBack: history.index > 0,
    canForward: history.index < history.stack.length - 1,
    back: () => {
      if (history.index === 0) return;
      setHistory({ ...history, index: history.index - 1 });
      go(history.stack[history.index - 1]!, true);
    },
    forward: () => {
      if (history.index >= history.stack.length - 1) return;
      setHistory({ ...history, index: history.index + 1 });
      go(history.stack[history.index + 1]!, true);
    },
  };
}
