import { useRef, useState } from 'react';
import { type ArrayPath, type DefaultValues, type FieldArray, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { EditedRow, RowListSave } from './api/records';
import { rowListResolverOf } from './form-check';

/** A row of a list dialog's form: the row's id on the server (null for a row added here) and its fields. */
export type FormRow = { rowId: number | null } & Record<string, string | number | boolean | null>;

export interface RowListForm<R extends FormRow> {
  rows: R[];
}

/**
 * The rows of a list dialog (formações, experiências) in react-hook-form: the current data on
 * open (an empty list gets one blank row), rows added and removed, and what Salvar sends: the
 * removed ids, then each row. A partly saved list keeps what was done, so a retry does not repeat it.
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
  const [removed, setRemoved] = useState<number[]>([]);
  const sending = useRef<number | null>(null);

  const add = () => rows.append(blank() as FieldArray<RowListForm<R>, typeof name>, { shouldFocus: true });
  const remove = (index: number) => {
    const id = form.getValues('rows')[index]?.rowId;
    if (id != null) setRemoved((ids) => [...ids, id]);
    rows.remove(index);
  };

  /** What the save's mutation needs, from the submitted values. */
  const saveOf = (values: RowListForm<R>): RowListSave<B> => ({
    rows: values.rows.map((row): EditedRow<B> => ({ id: row.rowId, ...toRow(row) })),
    removed,
    onRemoved: (id) => setRemoved((ids) => ids.filter((x) => x !== id)),
    onCreated: (index, id) => form.setValue(`rows.${index}.rowId` as never, id as never),
    onSending: (index) => {
      sending.current = index;
    },
  });

  /** A refused field of the row that was being saved, by its form name; null for other fields. */
  const fieldOfRefusal =
    (rowFields: readonly string[]) =>
    (field: string): string | null =>
      sending.current !== null && rowFields.includes(field) ? `rows.${sending.current}.${field}` : null;

  return { form, fields: rows.fields as unknown as { key: string }[], add, remove, saveOf, fieldOfRefusal };
}
