import { type ProfessionRecord, professionFields, toBool, toList } from '@app/shared';

/**
 * How the profile's editor reads and sends a professional record (spec 2 section 3), field by
 * field from the shared catalogue (profession-fields.ts): yes/no as booleans ('nao' when empty),
 * lists as arrays, the computer level as its value.
 */

export type ProfessionalValues = Record<string, boolean | string | string[]>;

/** The editor's values from the stored record (or nothing): every field of the kind, normalised. */
export function professionalValuesFrom(
  kind: ProfessionRecord,
  record: Record<string, unknown> | null | undefined,
): ProfessionalValues {
  const values: ProfessionalValues = {};
  for (const [name, spec] of professionFields(kind)) {
    const raw = record?.[name];
    if (spec.kind === 'yes-no') values[name] = toBool(raw);
    else if (spec.kind === 'level') values[name] = typeof raw === 'string' ? raw : '';
    else
      values[name] = Array.isArray(raw)
        ? toList(raw)
        : typeof raw === 'string'
          ? toList(raw.split(/\r?\n|,/))
          : [];
  }
  return values;
}

/** The body of PUT /api/v1/{kind}/{id}: the kind's fields only, plus usuario_candidato_id. */
export function professionalPayload(
  kind: ProfessionRecord,
  candidateId: string | number,
  values: ProfessionalValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = { usuario_candidato_id: Number(candidateId) };
  for (const [name] of professionFields(kind)) body[name] = values[name];
  return body;
}
