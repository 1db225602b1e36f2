import { type FieldSpec, type ProfessionRecord, professionFields, toBool, toList } from '@app/shared';
import type { TagCompare } from '../../components/ui/tag-list';

/**
 * The editable fields of each professional record (spec 2 section 3), from the shared catalogue
 * (profession-fields.ts), and how the editor reads and sends them: yes/no as booleans ('nao' when
 * empty), lists as arrays, the computer level.
 */

export type ProfessionalField =
  | { name: string; type: 'yes-no' }
  | { name: string; type: 'level' }
  | {
      name: string;
      type: 'list';
      /** Presets offered in a select; without them the list is free text (Enter adds). */
      options?: readonly string[];
      /** The option that opens free entry ('Outra', 'Outros'). */
      other?: string;
      compare: TagCompare;
    };

function editorField(name: string, spec: FieldSpec): ProfessionalField {
  if (spec.kind === 'yes-no' || spec.kind === 'level') return { name, type: spec.kind };
  return {
    name,
    type: 'list',
    ...(spec.options ? { options: spec.options } : {}),
    ...(spec.other ? { other: spec.other } : {}),
    compare: spec.compare ?? 'case-insensitive',
  };
}

const editorFields = (kind: ProfessionRecord) =>
  professionFields(kind).map(([name, spec]) => editorField(name, spec));

export const PROFESSIONAL_FIELDS: Record<ProfessionRecord, readonly ProfessionalField[]> = {
  radiologista: editorFields('radiologista'),
  tecnico: editorFields('tecnico'),
  recepcionista: editorFields('recepcionista'),
};

export type ProfessionalValues = Record<string, boolean | string | string[]>;

/** The editor's values from the stored record (or nothing): every field of the kind, normalised. */
export function professionalValuesFrom(
  kind: ProfessionRecord,
  record: Record<string, unknown> | null | undefined,
): ProfessionalValues {
  const values: ProfessionalValues = {};
  for (const field of PROFESSIONAL_FIELDS[kind]) {
    const raw = record?.[field.name];
    if (field.type === 'yes-no') values[field.name] = toBool(raw);
    else if (field.type === 'level') values[field.name] = typeof raw === 'string' ? raw : '';
    else
      values[field.name] = Array.isArray(raw)
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
  for (const field of PROFESSIONAL_FIELDS[kind]) body[field.name] = values[field.name];
  return body;
}
