import type { ProfessionRecord } from './catalogues';
import {
  DENTAL_INSURERS,
  OTHER_OPTION,
  RADIOLOGIST_2D_EXAMS,
  RADIOLOGIST_3D_EXAMS,
  RADIOLOGIST_3D_SOFTWARE,
  RADIOLOGIST_PLATFORMS,
  RECEPTIONIST_PLATFORMS,
  TECHNOLOGIST_2D_BRANDS,
  TECHNOLOGIST_3D_BRANDS,
  TECHNOLOGIST_PLATFORMS,
  TECHNOLOGIST_SCANNER_BRANDS,
} from './catalogues-professional';

/**
 * The catalogue of each professional record's fields (spec 2 section 3): the one place where a
 * field is named, with its kind, how the profile, the review and the export label it, how the
 * wizard asks for it, and its preset options. The records' zod schemas (schemas/candidate-records
 * and candidate-answers), the web's draft types and empty values, the profile's editor and the
 * labels of the profile view are all built from it.
 */

/**
 * - `yes-no`: Sim/Não (a boolean);
 * - `tags`: a list of short items (an array, or text joined by commas);
 * - `free-text`: a list of free-text entries (an array, or text with one per line);
 * - `level`: the computer level (Básico, Intermediário, Avançado).
 */
export type FieldKind = 'yes-no' | 'tags' | 'free-text' | 'level';

/** How a list's editor tells two items apart. */
export type ItemCompare = 'exact' | 'case-insensitive';

export interface FieldSpec {
  kind: FieldKind;
  /** How the profile, the review and the export name the field. */
  label: string;
  /** How the wizard asks for it. */
  question: string;
  /** Presets offered in a select; without them the list is free text (Enter adds). */
  options?: readonly string[];
  /** The option that opens free entry ('Outra', 'Outros'). */
  other?: string;
  /** How a list's editor compares items (case-insensitive when not said). */
  compare?: ItemCompare;
  /** The placeholder of a list's text input. */
  placeholder?: string;
  /** A hint under the field. */
  hint?: string;
}

const withOther = (options: readonly string[]) => [...options, OTHER_OPTION] as const;

/** The fields every professional record ends with. */
export const COMMON_PROFESSION_FIELDS = {
  nivel_informatica: { kind: 'level', label: 'Nível de informática', question: 'Nível de informática' },
  outros_conhecimentos: {
    kind: 'free-text',
    label: 'Outros conhecimentos',
    question: 'Outros conhecimentos',
    compare: 'case-insensitive',
  },
} as const satisfies Record<string, FieldSpec>;

/** Each record's own fields, in the order of the record (and of its JSON). */
export const PROFESSION_FIELDS = {
  radiologista: {
    titulo_registrado_cro: {
      kind: 'yes-no',
      label: 'Título registrado no CRO',
      question: 'Possui título registrado no CRO?',
    },
    trabalha_com_2d: { kind: 'yes-no', label: 'Trabalha com 2D', question: 'Trabalha com exames 2D?' },
    trabalha_com_3d: { kind: 'yes-no', label: 'Trabalha com 3D', question: 'Trabalha com exames 3D?' },
    tipo_exame_2d: {
      kind: 'tags',
      label: 'Tipos de exame 2D',
      question: 'Tipos de exame 2D',
      options: RADIOLOGIST_2D_EXAMS,
      compare: 'case-insensitive',
    },
    tipo_exame_3d: {
      kind: 'tags',
      label: 'Tipos de exame 3D',
      question: 'Tipos de exame 3D',
      options: RADIOLOGIST_3D_EXAMS,
      compare: 'case-insensitive',
    },
    softwares_3d: {
      kind: 'tags',
      label: 'Softwares 3D',
      question: 'Softwares 3D',
      options: RADIOLOGIST_3D_SOFTWARE,
      compare: 'case-insensitive',
    },
    plataformas_gestao_clinicas: {
      kind: 'tags',
      label: 'Plataformas de gestão de clínicas',
      question: 'Plataformas de gestão de clínicas',
      options: RADIOLOGIST_PLATFORMS,
      compare: 'case-insensitive',
    },
    cursos_atualizacao_radiologia: {
      kind: 'free-text',
      label: 'Cursos de atualização em radiologia',
      question: 'Cursos de atualização em radiologia',
      placeholder: 'Digite um curso',
      compare: 'case-insensitive',
    },
  },
  tecnico: {
    plataforma_gestao: {
      kind: 'tags',
      label: 'Plataformas de gestão',
      question: 'Plataformas de gestão',
      options: TECHNOLOGIST_PLATFORMS,
      other: 'Outros',
      compare: 'exact',
    },
    experiencia_escaneamento: {
      kind: 'yes-no',
      label: 'Experiência com escaneamento',
      question: 'Tem experiência com escaneamento?',
    },
    trabalhou_em_clinica: {
      kind: 'yes-no',
      label: 'Trabalhou em clínica',
      question: 'Já trabalhou em clínica?',
    },
    experiencia_moldagem: {
      kind: 'yes-no',
      label: 'Experiência com moldagem',
      question: 'Tem experiência com moldagem?',
    },
    experiencia_esterilizacao: {
      kind: 'yes-no',
      label: 'Experiência com esterilização',
      question: 'Tem experiência com esterilização?',
    },
    experiencia_scanner_intraoral: {
      kind: 'yes-no',
      label: 'Experiência com scanner intraoral',
      question: 'Tem experiência com scanner intraoral?',
    },
    experiencia_3d: {
      kind: 'yes-no',
      label: 'Experiência com 3D',
      question: 'Tem experiência com exames 3D?',
    },
    experiencia_2d: {
      kind: 'yes-no',
      label: 'Experiência com 2D',
      question: 'Tem experiência com exames 2D?',
    },
    equipamentos_scanner: {
      kind: 'tags',
      label: 'Equipamentos de scanner intraoral',
      question: 'Scanners intraorais',
      options: withOther(TECHNOLOGIST_SCANNER_BRANDS),
      other: OTHER_OPTION,
      compare: 'exact',
    },
    equipamentos_3d: {
      kind: 'tags',
      label: 'Equipamentos 3D',
      question: 'Equipamentos 3D',
      options: withOther(TECHNOLOGIST_3D_BRANDS),
      other: OTHER_OPTION,
      compare: 'exact',
    },
    equipamentos_2d: {
      kind: 'tags',
      label: 'Equipamentos 2D',
      question: 'Equipamentos 2D',
      options: withOther(TECHNOLOGIST_2D_BRANDS),
      other: OTHER_OPTION,
      compare: 'exact',
    },
  },
  recepcionista: {
    plataformas_experiencia: {
      kind: 'tags',
      label: 'Plataformas com experiência',
      question: 'Plataformas com que tem experiência',
      options: RECEPTIONIST_PLATFORMS,
      compare: 'case-insensitive',
    },
    trabalhou_em_clinica: {
      kind: 'yes-no',
      label: 'Trabalhou em clínica',
      question: 'Já trabalhou em clínica?',
    },
    trabalhou_em_clinica_radiologia: {
      kind: 'yes-no',
      label: 'Trabalhou em clínica de radiologia',
      question: 'Já trabalhou em clínica de radiologia?',
    },
    experiencia_convenios: {
      kind: 'yes-no',
      label: 'Experiência com convênios',
      question: 'Tem experiência com convênios?',
    },
    experiencia_quais_convenios: {
      kind: 'tags',
      label: 'Convênios',
      question: 'Convênios com que tem experiência',
      options: DENTAL_INSURERS,
      other: 'Outros',
      hint: 'Não encontrou o convênio? Escolha “Outros” e digite o nome.',
      compare: 'case-insensitive',
    },
  },
} as const satisfies Record<ProfessionRecord, Record<string, FieldSpec>>;

type Catalogue = typeof PROFESSION_FIELDS;
type CommonFields = typeof COMMON_PROFESSION_FIELDS;

/** The kind of one of a record kind's own fields. */
export type OwnFieldKind<K extends ProfessionRecord, F extends keyof Catalogue[K]> = Catalogue[K][F] extends {
  kind: infer Kind extends FieldKind;
}
  ? Kind
  : never;

/** A record kind's fields, its own then the common ones. */
export type ProfessionFieldsOf<K extends ProfessionRecord> = Catalogue[K] & CommonFields;

/** The field names of a record kind. */
export type ProfessionFieldName<K extends ProfessionRecord> = keyof ProfessionFieldsOf<K> & string;

/** The value a field of this kind holds in a form and in an answer. */
export type FieldValue<Kind extends FieldKind> = Kind extends 'yes-no'
  ? boolean
  : Kind extends 'level'
    ? string
    : string[];

/** A record kind's values, as the wizard and the profile's editor hold them. */
export type ProfessionValues<K extends ProfessionRecord> = {
  -readonly [F in keyof ProfessionFieldsOf<K>]: ProfessionFieldsOf<K>[F] extends {
    kind: infer Kind extends FieldKind;
  }
    ? FieldValue<Kind>
    : never;
};

/** A record kind's fields, own then common, as [name, spec] pairs in the record's order. */
export function professionFields<K extends ProfessionRecord>(kind: K): [ProfessionFieldName<K>, FieldSpec][] {
  const all: Record<string, FieldSpec> = { ...PROFESSION_FIELDS[kind], ...COMMON_PROFESSION_FIELDS };
  return Object.entries(all) as [ProfessionFieldName<K>, FieldSpec][];
}

/** A record kind's field names in the record's order, only those of kind `of` when given. */
export function professionFieldNames<K extends ProfessionRecord>(
  kind: K,
  of?: FieldKind,
): ProfessionFieldName<K>[] {
  return professionFields(kind)
    .filter(([, spec]) => !of || spec.kind === of)
    .map(([name]) => name);
}

/** The spec of one field of a record kind. */
export function professionField<K extends ProfessionRecord>(
  kind: K,
  name: ProfessionFieldName<K>,
): FieldSpec {
  const all: Record<string, FieldSpec> = { ...PROFESSION_FIELDS[kind], ...COMMON_PROFESSION_FIELDS };
  const spec = all[name];
  if (!spec) throw new Error(`unknown field ${kind}.${name}`);
  return spec;
}

const emptyOf = (kind: FieldKind): boolean | string | string[] =>
  kind === 'yes-no' ? false : kind === 'level' ? '' : [];

/** A record kind's values with nothing answered: Não, '' and empty lists. */
export function emptyProfessionValues<K extends ProfessionRecord>(kind: K): ProfessionValues<K> {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of professionFields(kind)) values[name] = emptyOf(spec.kind);
  return values as ProfessionValues<K>;
}

/** Every professional field's label, by field name (the same name has the same label in each record). */
export const PROFESSION_FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(PROFESSION_FIELDS) as ProfessionRecord[]).flatMap((kind) =>
    professionFields(kind).map(([name, spec]) => [name, spec.label]),
  ),
);
