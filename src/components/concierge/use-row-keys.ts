'use client';

import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Keys typed into a field or a dialog are the field's, not the table's shortcuts. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"], dialog') !== null;

/**
 * A table's keyboard: j / k move the focus to the next / previous row (a roving focus: the
 * active row is the one that takes Tab), x calls `onToggle`, Enter on a focused row `onOpen`.
 * Off while `paused` (a dialog is open).
 */
export function useRowKeys(opts: {
  count: number;
  rows: RefObject<(HTMLTableRowElement | null)[]>;
  paused: boolean;
  onToggle: (index: number) => void;
  onOpen: (index: number) => void;
}) {
  const { count, rows, paused, onToggle, onOpen } = opts;
  const [active, setActive] = useState(-1);
  const focusRow = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(count - 1, index));
      setActive(next);
      rows.current[next]?.focus();
    },
    [count, rows],
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.altKey || paused || count === 0 || typing(e.target)) return;
      if (e.key === 'j' || e.key === 'k') {
        e.preventDefault();
        focusRow(active < 0 ? 0 : active + (e.key === 'j' ? 1 : -1));
      } else if (e.key === 'x' && active >= 0) {
        e.preventDefault();
        onToggle(active);
      } else if (e.key === 'Enter' && active >= 0 && e.target instanceof HTMLTableRowElement) {
        e.preventDefault();
        onOpen(active);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, count, focusRow, onOpen, onToggle, paused]);
  return { active, setActive };
}
