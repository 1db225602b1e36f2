import {
  CLINIC_2_IN_1_BRANDS,
  CLINIC_3_IN_1_BRANDS,
  CLINIC_3D_PRINTER_BRANDS,
  CLINIC_INTRAORAL_XRAY_MODELS,
  CLINIC_SCANNER_BRANDS,
  type ClinicBrandList,
  type ClinicEquipmentFlag,
  type ClinicInfoInput,
  cepDigits,
  toBool,
  toList,
} from '@app/shared';

/**
 * The clinic record in the browser (spec 2 sections 3 to 5): the form's values, how the
 * server's (or an older client's) record is normalised into them, and the payload sent to
 * POST /infos_clinica/ and PUT /infos_clinica/{id}.
 */

export type EquipmentFlag = ClinicEquipmentFlag;
export type BrandField = ClinicBrandList;

export interface Equipment {
  flag: EquipmentFlag;
  brands: BrandField;
  label: string;
  /** Label of the brand list. */
  brandLabel: string;
  presets: readonly string[];
}

/** The five equipment types, in the spec's order, with their preset brands. */
export const EQUIPMENT: readonly Equipment[] = [
  {
    flag: 'aparelho_2_em_1',
    brands: 'marca_aparelho_2_em_1',
    label: 'Aparelho 2 em 1',
    brandLabel: 'Marcas do aparelho 2 em 1',
    presets: CLINIC_2_IN_1_BRANDS,
  },
  {
    flag: 'aparelho_3_em_1',
    brands: 'marca_aparelho_3_em_1',
    label: 'Aparelho 3 em 1',
    brandLabel: 'Marcas do aparelho 3 em 1',
    presets: CLINIC_3_IN_1_BRANDS,
  },
  {
    flag: 'aparelho_raiox_intraoral',
    brands: 'marca_raiox_intraoral',
    label: 'Raio-X intraoral',
    brandLabel: 'Modelos de raio-X intraoral',
    presets: CLINIC_INTRAORAL_XRAY_MODELS,
  },
  {
    flag: 'scanner_intraoral',
    brands: 'marca_scanner_intraoral',
    label: 'Scanner intraoral',
    brandLabel: 'Marcas do scanner intraoral',
    presets: CLINIC_SCANNER_BRANDS,
  },
  {
    flag: 'impressora_3d',
    brands: 'marca_impressora_3d',
    label: 'Impressora 3D',
    brandLabel: 'Marcas da impressora 3D',
    presets: CLINIC_3D_PRINTER_BRANDS,
  },
];

export const ADDRESS_FIELDS = ['rua', 'numero', 'bairro', 'cidade', 'estado', 'cep'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type ClinicInfoForm = Record<EquipmentFlag, boolean> &
  Record<BrandField, string[]> &
  Record<AddressField, string> & {
    /** As typed; sent as a number (empty or non-numeric: 0). */
    qtd_funcionarios: string;
    qtd_filiais: string;
    laudos_realizados: string[];
  };

/** The body of POST /infos_clinica/ and PUT /infos_clinica/{id} (see clinicInfoSchema). */
export type ClinicInfoBody = Record<EquipmentFlag, boolean> &
  Record<BrandField, string[]> &
  Record<AddressField, string> & {
    usuario_clinica_id: number | string;
    qtd_funcionarios: number;
    qtd_filiais: number;
    laudos_realizados: string[];
  } & ClinicInfoInput;

/** A count as a non-negative integer: empty or non-numeric becomes 0. */
export function toCount(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return 0;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : 0;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function emptyClinicForm(): ClinicInfoForm {
  return clinicFormFrom(null);
}

/**
 * The form's values from a stored record (or nothing): yes/no default to no, brand fields become
 * lists, and an equipment with any brand is set to yes.
 */
export function clinicFormFrom(record: unknown): ClinicInfoForm {
  const source = record && typeof record === 'object' ? (record as Record<string, unknown>) : {};
  const form = {
    qtd_funcionarios: source.qtd_funcionarios == null ? '' : String(toCount(source.qtd_funcionarios)),
    qtd_filiais: source.qtd_filiais == null ? '' : String(toCount(source.qtd_filiais)),
    laudos_realizados: toList(source.laudos_realizados),
  } as ClinicInfoForm;
  for (const field of ADDRESS_FIELDS) form[field] = text(source[field]);
  form.estado = form.estado.trim().toUpperCase();
  for (const { flag, brands } of EQUIPMENT) {
    form[brands] = toList(source[brands]);
    form[flag] = toBool(source[flag]) || form[brands].length > 0;
  }
  return form;
}

/** The form with an equipment's brands replaced; any brand sets the equipment to yes. */
export function withBrands(form: ClinicInfoForm, equipment: Equipment, brands: string[]): ClinicInfoForm {
  return { ...form, [equipment.brands]: brands, [equipment.flag]: form[equipment.flag] || brands.length > 0 };
}

/** The form with an equipment's yes/no changed; answering no clears its brands. */
export function withEquipment(form: ClinicInfoForm, equipment: Equipment, present: boolean): ClinicInfoForm {
  return {
    ...form,
    [equipment.flag]: present,
    [equipment.brands]: present ? form[equipment.brands] : [],
  };
}

/**
 * The body of POST /infos_clinica/ and PUT /infos_clinica/{id}: counts as numbers (0 when empty
 * or not a number), text trimmed, the state in upper case, the CEP as digits, lists as arrays,
 * and every equipment with a brand sent as yes.
 */
export function clinicPayload(form: ClinicInfoForm, clinicId: number | string): ClinicInfoBody {
  const payload = {
    usuario_clinica_id: clinicId,
    qtd_funcionarios: toCount(form.qtd_funcionarios),
    qtd_filiais: toCount(form.qtd_filiais),
    laudos_realizados: toList(form.laudos_realizados),
  } as ClinicInfoBody;
  for (const { flag, brands } of EQUIPMENT) {
    payload[brands] = toList(form[brands]);
    payload[flag] = toBool(form[flag]) || payload[brands].length > 0;
  }
  for (const field of ADDRESS_FIELDS) payload[field] = form[field].trim();
  payload.estado = payload.estado.toUpperCase();
  payload.cep = cepDigits(payload.cep);
  return payload;
}
