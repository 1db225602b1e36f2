import { maskCep } from '@app/shared';
import { displayValue } from '../../lib/record-labels';
import { type ClinicInfoForm, EQUIPMENT, toCount } from './clinic-form';

/** How the clinic record is shown on the wizard's review and on the profile's cards. */

export interface EquipmentSummary {
  label: string;
  /** 'Sim' or 'Não'. */
  answer: string;
  /** The brands joined by ', ', or '-'. */
  brands: string;
}

export function equipmentSummary(form: ClinicInfoForm): EquipmentSummary[] {
  return EQUIPMENT.map((e) => ({
    label: e.label,
    answer: displayValue(form[e.flag]),
    brands: displayValue(form[e.brands]),
  }));
}

/** 'Sobre a Clínica': employees, branches and how the reports are produced. */
export function aboutRows(form: ClinicInfoForm): { label: string; value: string }[] {
  return [
    { label: 'Número de funcionários', value: String(toCount(form.qtd_funcionarios)) },
    { label: 'Número de filiais', value: String(toCount(form.qtd_filiais)) },
    { label: 'Como os laudos são realizados', value: displayValue(form.laudos_realizados) },
  ];
}

/** 'Endereço': rua, número, bairro, cidade, estado, CEP ('-' when empty). */
export function addressRows(form: ClinicInfoForm): { label: string; value: string }[] {
  return [
    { label: 'Rua', value: displayValue(form.rua) },
    { label: 'Número', value: displayValue(form.numero) },
    { label: 'Bairro', value: displayValue(form.bairro) },
    { label: 'Cidade', value: displayValue(form.cidade) },
    { label: 'Estado', value: displayValue(form.estado) },
    { label: 'CEP', value: displayValue(maskCep(form.cep)) },
  ];
}
