import type { ProfessionRecord } from '@app/shared';
import type { DraftUpdate } from './use-candidate-wizard';
import type { RecordDrafts } from './wizard-draft';

/** A function that merges values into the draft of one professional record. */
export function recordPatcher<K extends ProfessionRecord>(kind: K, update: DraftUpdate) {
  return (values: Partial<RecordDrafts[K]>) =>
    update((d) => ({ ...d, records: { ...d.records, [kind]: { ...d.records[kind], ...values } } }));
}
