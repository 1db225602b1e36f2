import { z } from 'zod';
import { normalizeListExact } from '../form-values';
import {
  cepSchema,
  LIST_ITEM_MAX_LENGTH,
  listSchemaOf,
  stateSchema,
  textSchema,
  yesNoSchema,
} from './candidate-records';

/**
 * The clinic's information (infos_clinica, spec 2 sections 3 to 5), sent by the clinic wizard
 * (POST /infos_clinica/) and by the profile editor (PUT /infos_clinica/{id}). The object is strict
 * (an unknown field is refused, named); `bairro` is stored (kept when absent, as the spec's
 * profile editor does not send it), `nome_fantasia` (carried by the profile) is accepted and ignored. Coercions follow the spec: brand lists come as arrays or as
 * comma-joined text, are trimmed and de-duplicated exactly; a brand implies its equipment; counts
 * that are empty or not numbers become 0; yes/no fields default to no.
 */

export const CLINIC_COUNT_MAX = 100_000;
export const CLINIC_COUNT_NEGATIVE_MESSAGE = 'informe um número inteiro a partir de 0.';
export const CLINIC_COUNT_TOO_BIG_MESSAGE = `informe no máximo ${CLINIC_COUNT_MAX}.`;

/** Each equipment's yes/no field and its brand list; a non-empty list makes the equipment yes. */
export const CLINIC_EQUIPMENT = [
  { flag: 'aparelho_2_em_1', brands: 'marca_aparelho_2_em_1' },
  { flag: 'aparelho_3_em_1', brands: 'marca_aparelho_3_em_1' },
  { flag: 'aparelho_raiox_intraoral', brands: 'marca_raiox_intraoral' },
  { flag: 'scanner_intraoral', brands: 'marca_scanner_intraoral' },
  { flag: 'impressora_3d', brands: 'marca_impressora_3d' },
] as const;
export type ClinicEquipmentFlag = (typeof CLINIC_EQUIPMENT)[number]['flag'];
export type ClinicBrandList = (typeof CLINIC_EQUIPMENT)[number]['brands'];

/** A list of the clinic form: an array, or text joined by commas ('A,B' or 'A, B'); null is empty. */
export const exactTagListSchema = listSchemaOf(/,/, LIST_ITEM_MAX_LENGTH, normalizeListExact);

/**
 * A count (employees, branches): a number or numeric text ('12', ' 3 ', '2,5'); fractions are
 * rounded down; empty, absent or non-numeric values become 0; negatives and values over
 * CLINIC_COUNT_MAX are refused.
 */
export const clinicCountSchema = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    let n = Number.NaN;
    if (typeof value === 'number') n = value;
    else if (typeof value === 'string') {
      const text = value.trim().replace(',', '.');
      n = text === '' ? 0 : Number(text);
    }
    if (!Number.isFinite(n)) return 0;
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: CLINIC_COUNT_NEGATIVE_MESSAGE });
      return z.NEVER;
    }
    const count = Math.floor(n);
    if (count > CLINIC_COUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: CLINIC_COUNT_TOO_BIG_MESSAGE });
      return z.NEVER;
    }
    return count;
  })
  .describe('Número inteiro a partir de 0 (número ou texto); vazio ou não numérico vira 0.');

/** A clinic id in a body: a positive integer, as a number or as digits. */
export const clinicIdSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ],
  { error: 'Identificador de clínica inválido.' },
);

const yesNo = () => yesNoSchema.default(false);

const clinicInfoShape = {
  /** The record's id (= the clinic's), which clients may echo back; the path's id is used. */
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  usuario_clinica_id: clinicIdSchema.optional(),
  /** Carried by the profile view; the clinic's name is not changed here. */
  nome_fantasia: z.union([z.string(), z.null()]).optional(),
  aparelho_2_em_1: yesNo(),
  aparelho_3_em_1: yesNo(),
  aparelho_raiox_intraoral: yesNo(),
  scanner_intraoral: yesNo(),
  impressora_3d: yesNo(),
  marca_aparelho_2_em_1: exactTagListSchema,
  marca_aparelho_3_em_1: exactTagListSchema,
  marca_raiox_intraoral: exactTagListSchema,
  marca_scanner_intraoral: exactTagListSchema,
  marca_impressora_3d: exactTagListSchema,
  qtd_funcionarios: clinicCountSchema,
  qtd_filiais: clinicCountSchema,
  laudos_realizados: exactTagListSchema,
  rua: textSchema(200),
  numero: textSchema(20),
  /** Absent (the spec's profile editor does not send it): the stored value is kept. */
  bairro: textSchema(120).unwrap().optional(),
  cidade: textSchema(120),
  estado: stateSchema,
  cep: cepSchema,
};

type ClinicInfoFields = z.output<z.ZodObject<typeof clinicInfoShape>>;

/** Drops the echoed fields; a brand implies its equipment. */
const withEquipmentImplied = ({ id: _id, nome_fantasia: _nome, ...rest }: ClinicInfoFields) => ({
  ...rest,
  aparelho_2_em_1: rest.aparelho_2_em_1 || rest.marca_aparelho_2_em_1.length > 0,
  aparelho_3_em_1: rest.aparelho_3_em_1 || rest.marca_aparelho_3_em_1.length > 0,
  aparelho_raiox_intraoral: rest.aparelho_raiox_intraoral || rest.marca_raiox_intraoral.length > 0,
  scanner_intraoral: rest.scanner_intraoral || rest.marca_scanner_intraoral.length > 0,
  impressora_3d: rest.impressora_3d || rest.marca_impressora_3d.length > 0,
});

/** The record as saved from the profile (PUT): every field may be left empty. */
export const clinicInfoSchema = z.strictObject(clinicInfoShape).transform(withEquipmentImplied);

/** What publishing a clinic requires: its address, so candidates know where it is. */
export const CLINIC_REQUIRED_MESSAGES = {
  rua: 'Informe a rua.',
  numero: 'Informe o número.',
  bairro: 'Informe o bairro.',
  cidade: 'Informe a cidade.',
  estado: 'Selecione o estado.',
  cep: 'Informe o CEP.',
} as const;
export type ClinicRequiredField = keyof typeof CLINIC_REQUIRED_MESSAGES;

const filled = <S extends z.ZodType<string>>(schema: S, field: ClinicRequiredField) =>
  schema.refine((text) => text !== '', { error: CLINIC_REQUIRED_MESSAGES[field] });

/**
 * What the clinic wizard requires before it publishes: the profile's record with the address
 * required (rua, número, bairro, cidade, estado, CEP). Equipment answers default to no and counts
 * to 0, so every other question always has an answer.
 */
export const clinicPublishSchema = z
  .strictObject({
    ...clinicInfoShape,
    rua: filled(textSchema(200), 'rua'),
    numero: filled(textSchema(20), 'numero'),
    bairro: filled(textSchema(120), 'bairro'),
    cidade: filled(textSchema(120), 'cidade'),
    estado: filled(stateSchema, 'estado'),
    cep: filled(cepSchema, 'cep'),
  })
  .transform(withEquipmentImplied);

export type ClinicInfoInput = z.input<typeof clinicInfoSchema>;
export type ClinicInfoPayload = z.output<typeof clinicInfoSchema>;

/** What the API answers for a clinic's information (id = usuario_clinica_id = the clinic's id). */
export interface ClinicInfo extends Omit<ClinicInfoPayload, 'usuario_clinica_id'> {
  id: number;
  usuario_clinica_id: number;
}
