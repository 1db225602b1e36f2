import { PROFESSIONAL_FIELD_ORDER, recordOfProfession } from '@app/shared';

/**
 * The professional record with its fields in the order of the wizard's form for the candidate's
 * profession (the answer lists the shared fields first); fields the form does not know go last.
 */
export function orderProfessionalRecord(
  record: Record<string, unknown> | null,
  profession: string,
): Record<string, unknown> | null {
  if (!record) return null;
  const kind = recordOfProfession(profession);
  if (!kind) return record;
  const order = PROFESSIONAL_FIELD_ORDER[kind];
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => rank(a) - rank(b)));
}
