/**
 * Saving an edited list of rows (formações, experiências) one call after another (spec 2
 * section 4): the removed rows are deleted, then each row in order is updated (PUT) or, when new
 * and not blank, created (POST). Each success is reported at once, so a retry after a failure
 * does not repeat what was already done.
 */

export interface EditableRow {
  /** Stable key of the row in the form. */
  key: string;
  /** The row's id on the server; null for a row added in the dialog. */
  id: number | null;
}

export interface RowSyncOps<R extends EditableRow> {
  remove: (id: number) => Promise<unknown>;
  update: (id: number, row: R) => Promise<unknown>;
  create: (row: R) => Promise<{ id: number }>;
  /** A new row with nothing typed is not sent. */
  isBlank: (row: R) => boolean;
  onRemoved: (id: number) => void;
  onCreated: (key: string, id: number) => void;
}

export async function syncRows<R extends EditableRow>(
  rows: readonly R[],
  removed: readonly number[],
  ops: RowSyncOps<R>,
): Promise<void> {
  for (const id of removed) {
    await ops.remove(id);
    ops.onRemoved(id);
  }
  for (const row of rows) {
    if (row.id !== null) {
      await ops.update(row.id, row);
    } else if (!ops.isBlank(row)) {
      const created = await ops.create(row);
      ops.onCreated(row.key, created.id);
    }
  }
}

let counter = 0;
/** A fresh key for a row of the form. */
export const newRowKey = () => `linha-${++counter}`;
