import type { ServerFieldError } from '../../lib/server-field-errors';
import { type ClinicInfoForm, EQUIPMENT } from './clinic-form';

/** A refused field of the clinic form with its own label. */
export interface ClinicFieldError {
  field: keyof ClinicInfoForm;
  label: string;
  message: string;
}

const LABELS: Partial<Record<keyof ClinicInfoForm, string>> = {
  qtd_funcionarios: 'Número de funcionários',
  qtd_filiais: 'Número de filiais',
  laudos_realizados: 'Como os laudos são realizados?',
  rua: 'Rua',
  numero: 'Número',
  bairro: 'Bairro',
  cidade: 'Cidade',
  estado: 'Estado',
  cep: 'CEP',
};
for (const { flag, brands, label, brandLabel } of EQUIPMENT) {
  LABELS[flag] = label;
  LABELS[brands] = brandLabel;
}

/** The label of a clinic field ('rua' → 'Rua'), or null when the form has no such field. */
export function clinicFieldLabel(field: string): string | null {
  return LABELS[field as keyof ClinicInfoForm] ?? null;
}

/**
 * The server's refused fields that the form holds, the first message of each
 * ('marca_impressora_3d.0' is the list's).
 */
export function placeClinicErrors(errors: readonly ServerFieldError[]): ClinicFieldError[] {
  const placed = new Map<string, ClinicFieldError>();
  for (const { field, message } of errors) {
    const name = field.split('.')[0] ?? '';
    const label = clinicFieldLabel(name);
    if (label && !placed.has(name)) placed.set(name, { field: name as keyof ClinicInfoForm, label, message });
  }
  return [...placed.values()];
}
