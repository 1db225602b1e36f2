import { useCallback, useState } from 'react';
import { type EditableRow, newRowKey } from './row-sync';

/**
 * The rows of a list dialog: the current data copied in on open (an empty list gets one blank
 * row), rows added and removed (the removed ids are deleted on Salvar), and the bookkeeping of a
 * partly saved list.
 */
export function useRowList<R extends EditableRow>(initial: () => R[], blank: () => Omit<R, 'key' | 'id'>) {
  const make = useCallback((): R => ({ ...blank(), key: newRowKey(), id: null }) as R, [blank]);
  const [rows, setRows] = useState<R[]>(() => {
    const copied = initial();
    return copied.length > 0 ? copied : [make()];
  });
  const [removed, setRemoved] = useState<number[]>([]);
  const [added, setAdded] = useState<string | null>(null);

  const patch = (key: string, values: Partial<R>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...values } : row)));
  const add = () => {
    const row = make();
    setAdded(row.key);
    setRows((list) => [...list, row]);
  };
  const remove = (key: string) => {
    const row = rows.find((r) => r.key === key);
    if (row?.id != null) setRemoved((ids) => [...ids, row.id as number]);
    setRows((list) => list.filter((r) => r.key !== key));
  };
  const onRemoved = (id: number) => setRemoved((ids) => ids.filter((x) => x !== id));
  const onCreated = (key: string, id: number) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, id } : row)));

  return { rows, removed, added, patch, add, remove, onRemoved, onCreated };
}
