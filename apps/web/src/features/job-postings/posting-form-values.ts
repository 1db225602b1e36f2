import {
  CLINIC_2_IN_1_BRANDS,
  CLINIC_3_IN_1_BRANDS,
  CLINIC_3D_PRINTER_BRANDS,
  CLINIC_INTRAORAL_XRAY_MODELS,
  CLINIC_SCANNER_BRANDS,
  type MinhaVaga,
  maskReais,
  RADIOLOGIST_3D_SOFTWARE,
  RADIOLOGIST_PLATFORMS,
  RECEPTIONIST_PLATFORMS,
  TECHNOLOGIST_PLATFORMS,
  type VagaPayload,
  vagaInputSchema,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, Resolver } from 'react-hook-form';
import { stateOptions } from '../../lib/state-options';

// The posting form's values, their defaults from a saved posting, the resolver and the options of
// its lists: the shared schema (vagaInputSchema) checks them as the API does.

const unique = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort();
/** The equipment and software offered: the catalogues of the professional records and clinics. */
export const EQUIPMENT_OPTIONS = unique(
  CLINIC_2_IN_1_BRANDS,
  CLINIC_3_IN_1_BRANDS,
  CLINIC_SCANNER_BRANDS,
  CLINIC_INTRAORAL_XRAY_MODELS,
  CLINIC_3D_PRINTER_BRANDS,
);
export const SOFTWARE_OPTIONS = unique(
  RADIOLOGIST_3D_SOFTWARE,
  RADIOLOGIST_PLATFORMS,
  TECHNOLOGIST_PLATFORMS,
  RECEPTIONIST_PLATFORMS,
);
export const STATE_OPTIONS = stateOptions((s) => `${s.nome} (${s.uf})`);

export interface FormValues {
  titulo: string;
  tipo_profissao: string;
  descricao: string;
  estado: string;
  cidade: string;
  tipo_contrato: string;
  jornada: string;
  salario_min: string;
  salario_max: string;
  mostrar_salario: boolean;
  mostrar_endereco: boolean;
  registro_obrigatorio: boolean;
  equipamentos: string[];
  softwares: string[];
  beneficios: string[];
}

const reais = (value: number | null) => (value === null ? '' : maskReais(String(value).replace('.', ',')));

export function defaultsOf(vaga: MinhaVaga | null): FormValues {
  return {
    titulo: vaga?.titulo ?? '',
    tipo_profissao: vaga?.tipo_profissao ?? '',
    descricao: vaga?.descricao ?? '',
    estado: vaga?.estado ?? '',
    cidade: vaga?.cidade ?? '',
    tipo_contrato: vaga?.tipo_contrato ?? '',
    jornada: vaga?.jornada ?? '',
    salario_min: reais(vaga?.salario_min ?? null),
    salario_max: reais(vaga?.salario_max ?? null),
    mostrar_salario: vaga?.mostrar_salario ?? false,
    mostrar_endereco: vaga?.mostrar_endereco ?? false,
    registro_obrigatorio: vaga?.registro_obrigatorio ?? false,
    equipamentos: vaga?.equipamentos ?? [],
    softwares: vaga?.softwares ?? [],
    beneficios: vaga?.beneficios ?? [],
  };
}

/** The shared schema checks the form's values (text salaries, empty selects) as the API does. */
export const vagaResolver = zodResolver(vagaInputSchema) as unknown as Resolver<
  FormValues,
  unknown,
  VagaPayload
>;

export const FIELDS = Object.keys(defaultsOf(null)) as FieldPath<FormValues>[];
