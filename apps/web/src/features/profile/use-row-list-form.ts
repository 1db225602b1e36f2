import { useRef } from 'react';
import { type ArrayPath, type DefaultValues, type FieldArray, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type EditedRow, type RowListSave, rowListSave } from './api/records';
import { rowListResolverOf } from './form-check';

/** A row of a list dialog's form: the row's id on the server (null for a row added here) and its fields. */
export type FormRow = { rowId: number | null } & Record<string, string | number | boolean | null>;

export interface RowListForm<R extends FormRow> {
  rows: R[];
}

/**
 * The rows of a list dialog (formações, experiências) in react-hook-form: the current data on
 * open (an empty list gets one blank row), rows added and removed, and what Salvar sends: the whole
 * list (each row with its id on the server, or none), saved by the server in one transaction.
 * Each row that will be sent is checked in the browser by `rowSchema` (the shared request schema).
 */
export function useRowListForm<R extends FormRow, B>(
  initial: R[],
  blank: () => R,
  toRow: (row: R) => { body: B; blank: boolean },
  rowSchema: z.ZodType,
) {
  const form = useForm<RowListForm<R>>({
    defaultValues: { rows: initial.length > 0 ? initial : [blank()] } as DefaultValues<RowListForm<R>>,
    resolver: rowListResolverOf<R>(rowSchema, (row) => toRow(row).blank),
  });
  const name = 'rows' as ArrayPath<RowListForm<R>>;
  const rows = useFieldArray({ control: form.control, name, keyName: 'key' as 'id' });
  // The form index of each row of the last save (blank new rows are not sent), to put a refused
  // field ('itens.2.curso') beside the row that holds it.
  const sent = useRef<number[]>([]);

  const add = () => rows.append(blank() as FieldArray<RowListForm<R>, typeof name>, { shouldFocus: true });
  const remove = (index: number) => rows.remove(index);

  /** What the save's mutation sends, from the submitted values: the whole list. */
  const saveOf = (values: RowListForm<R>): RowListSave<B> => {
    const { save, formIndex } = rowListSave(
      values.rows.map((row): EditedRow<B> => ({ id: row.rowId, ...toRow(row) })),
    );
    sent.current = formIndex;
    return save;
  };

  /** A refused field ('itens.{i}.{field}') by its form name; null for other fields. */
  const fieldOfRefusal =
    (rowFields: readonly string[]) =>
    (field: string): string | null => {
      const [list, position, name] = field.split('.');
      const index = sent.current[Number(position)];
      if (list !== 'itens' || index === undefined || !name || !rowFields.includes(name)) return null;
      return `rows.${index}.${name}`;
    };

  return { form, fields: rows.fields as unknown as { key: string }[], add, remove, saveOf, fieldOfRefusal };
}
