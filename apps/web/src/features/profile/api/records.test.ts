import { describe, expect, it } from 'vitest';
import { rowListSave } from './records';

describe('rowListSave', () => {
  it('sends every row with its id (null for a new one) in order, leaves out a blank new row, and maps sent rows to the form', () => {
    const { save, formIndex } = rowListSave([
      { id: 7, body: { curso: 'A' }, blank: false },
      { id: null, body: { curso: '' }, blank: true },
      { id: null, body: { curso: 'C' }, blank: false },
      { id: 9, body: { curso: '' }, blank: true },
    ]);
    expect(save).toEqual({
      itens: [
        { id: 7, curso: 'A' },
        { id: null, curso: 'C' },
        { id: 9, curso: '' },
      ],
    });
    // 'itens.1.curso' refused → the form's row 2.
    expect(formIndex).toEqual([0, 2, 3]);
  });
});
