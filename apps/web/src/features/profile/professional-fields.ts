import {
  DENTAL_INSURERS,
  OTHER_OPTION,
  type ProfessionRecord,
  RADIOLOGIST_2D_EXAMS,
  RADIOLOGIST_3D_EXAMS,
  RADIOLOGIST_3D_SOFTWARE,
  RADIOLOGIST_PLATFORMS,
  RECEPTIONIST_PLATFORMS,
  TECHNOLOGIST_2D_BRANDS,
  TECHNOLOGIST_3D_BRANDS,
  TECHNOLOGIST_PLATFORMS,
  TECHNOLOGIST_SCANNER_BRANDS,
  toBool,
  toList,
} from '@app/shared';
import type { TagCompare } from '../../components/ui/tag-list';

/**
 * The editable fields of each professional record (spec 2 section 3) and how the editor reads
 * and sends them: yes/no as booleans ('nao' when empty), lists as arrays, the computer level.
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

const withOther = (options: readonly string[]) => [...options, OTHER_OPTION];
const freeList = { type: 'list', compare: 'case-insensitive' } as const;

export const PROFESSIONAL_FIELDS: Record<ProfessionRecord, readonly ProfessionalField[]> = {
  radiologista: [
    { name: 'titulo_registrado_cro', type: 'yes-no' },
    { name: 'trabalha_com_2d', type: 'yes-no' },
    { name: 'trabalha_com_3d', type: 'yes-no' },
    { name: 'tipo_exame_2d', type: 'list', options: RADIOLOGIST_2D_EXAMS, compare: 'case-insensitive' },
    { name: 'tipo_exame_3d', type: 'list', options: RADIOLOGIST_3D_EXAMS, compare: 'case-insensitive' },
    { name: 'softwares_3d', type: 'list', options: RADIOLOGIST_3D_SOFTWARE, compare: 'case-insensitive' },
    {
      name: 'plataformas_gestao_clinicas',
      type: 'list',
      options: RADIOLOGIST_PLATFORMS,
      compare: 'case-insensitive',
    },
    { name: 'cursos_atualizacao_radiologia', ...freeList },
    { name: 'nivel_informatica', type: 'level' },
    { name: 'outros_conhecimentos', ...freeList },
  ],
  tecnico: [
    {
      name: 'plataforma_gestao',
      type: 'list',
      options: TECHNOLOGIST_PLATFORMS,
      other: 'Outros',
      compare: 'exact',
    },
    { name: 'experiencia_escaneamento', type: 'yes-no' },
    { name: 'trabalhou_em_clinica', type: 'yes-no' },
    { name: 'experiencia_moldagem', type: 'yes-no' },
    { name: 'experiencia_esterilizacao', type: 'yes-no' },
    { name: 'experiencia_scanner_intraoral', type: 'yes-no' },
    { name: 'experiencia_3d', type: 'yes-no' },
    { name: 'experiencia_2d', type: 'yes-no' },
    {
      name: 'equipamentos_scanner',
      type: 'list',
      options: withOther(TECHNOLOGIST_SCANNER_BRANDS),
      other: OTHER_OPTION,
      compare: 'exact',
    },
    {
      name: 'equipamentos_3d',
      type: 'list',
      options: withOther(TECHNOLOGIST_3D_BRANDS),
      other: OTHER_OPTION,
      compare: 'exact',
    },
    {
      name: 'equipamentos_2d',
      type: 'list',
      options: withOther(TECHNOLOGIST_2D_BRANDS),
      other: OTHER_OPTION,
      compare: 'exact',
    },
    { name: 'nivel_informatica', type: 'level' },
    { name: 'outros_conhecimentos', ...freeList },
  ],
  recepcionista: [
    {
      name: 'plataformas_experiencia',
      type: 'list',
      options: RECEPTIONIST_PLATFORMS,
      compare: 'case-insensitive',
    },
    { name: 'trabalhou_em_clinica', type: 'yes-no' },
    { name: 'trabalhou_em_clinica_radiologia', type: 'yes-no' },
    { name: 'experiencia_convenios', type: 'yes-no' },
    {
      name: 'experiencia_quais_convenios',
      type: 'list',
      options: DENTAL_INSURERS,
      other: 'Outros',
      compare: 'case-insensitive',
    },
    { name: 'nivel_informatica', type: 'level' },
    { name: 'outros_conhecimentos', ...freeList },
  ],
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
