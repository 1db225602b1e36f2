import { describe, expect, it } from 'vitest';
import { syncRows } from './row-sync';

interface Row {
  key: string;
  id: number | null;
  curso: string;
}

function recorder(failOn?: string) {
  const calls: string[] = [];
  const removed: number[] = [];
  const created: [string, number][] = [];
  let next = 100;
  const step = async (name: string) => {
    // Each call resolves later than the one before would if they ran together.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (name === failOn) throw new Error(`falhou ${name}`);
    calls.push(name);
  };
  return {
    calls,
    removed,
    created,
    ops: {
      remove: (id: number) => step(`DELETE ${id}`),
      update: (id: number, row: Row) => step(`PUT ${id} ${row.curso}`),
      create: async (row: Row) => {
        await step(`POST ${row.curso}`);
        return { id: next++ };
      },
      isBlank: (row: Row) => !row.curso.trim(),
      onRemoved: (id: number) => removed.push(id),
      onCreated: (key: string, id: number) => created.push([key, id]),
    },
  };
}

describe('syncRows', () => {
  const rows: Row[] = [
    { key: 'a', id: 1, curso: 'Radiologia' },
    { key: 'b', id: null, curso: 'Tomografia' },
    { key: 'c', id: null, curso: '  ' },
    { key: 'd', id: 2, curso: 'Ortodontia' },
  ];

  it('deletes the removed rows, then updates or creates each row in order, one after another', async () => {
    const r = recorder();
    await syncRows(rows, [5, 6], r.ops);
    expect(r.calls).toEqual([
      'DELETE 5',
      'DELETE 6',
      'PUT 1 Radiologia',
      'POST Tomografia',
      'PUT 2 Ortodontia',
    ]);
    expect(r.removed).toEqual([5, 6]);
    expect(r.created).toEqual([['b', 100]]);
  });

  it('stops at the first failure and reports only what was done', async () => {
    const r = recorder('POST Tomografia');
    await expect(syncRows(rows, [5], r.ops)).rejects.toThrow('falhou POST Tomografia');
    expect(r.calls).toEqual(['DELETE 5', 'PUT 1 Radiologia']);
    expect(r.removed).toEqual([5]);
    expect(r.created).toEqual([]);
  });
});
