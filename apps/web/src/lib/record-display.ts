import {
  currentMonthIndex,
  type EnderecoAnswer,
  type EnderecoAnyAnswer,
  type ExperienciaAnswer,
  experienceDuration,
  experienceTime,
  type FormacaoAnswer,
  isFullEndereco,
  maskCep,
} from '@app/shared';
import { displayValue, labelOf } from './record-labels';

/**
 * How the own profile and a clinic's view of a candidate show the candidate's records (spec 2 section 2.3): labels and values,
 * lists joined by ', ', booleans as Sim/Não, empty values as '-'.
 */

export interface DisplayRow {
  label: string;
  value: string;
}

/** Fields that are not shown: ids (id, *_id) and timestamps (*_at, data_cadastro). */
export function isHiddenField(field: string): boolean {
  return (
    field === 'id' ||
    field.endsWith('_id') ||
    field.endsWith('_at') ||
    field === 'data_cadastro' ||
    field === 'timestamp'
  );
}

/**
 * The professional record as rows without ids and timestamps: the fields named in `order` first,
 * in that order, then the others in the record's order.
 */
export function professionalRows(
  record: Record<string, unknown> | null | undefined,
  order: readonly string[] = [],
): DisplayRow[] {
  if (!record) return [];
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return Object.entries(record)
    .filter(([field]) => !isHiddenField(field))
    .map(([field, value], index) => ({ field, value, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index)
    .map(({ field, value }) => ({ label: labelOf(field), value: displayValue(value) }));
}

/** The first letter in upper case ('técnico' → 'Técnico'); empty gives '-'. */
export function capitalize(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  return value ? value.charAt(0).toLocaleUpperCase('pt-BR') + value.slice(1) : '-';
}

export function formacaoRows(
  f: Pick<FormacaoAnswer, 'nivel_escolaridade' | 'curso' | 'instituicao' | 'ano_conclusao'>,
): DisplayRow[] {
  return [
    { label: 'Nível', value: displayValue(f.nivel_escolaridade) },
    { label: 'Curso', value: displayValue(f.curso) },
    { label: 'Instituição', value: displayValue(f.instituicao) },
    { label: 'Data de conclusão', value: displayValue(f.ano_conclusao) },
  ];
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** A stored month ('AAAA-MM') as 'mar/2019'; anything else as it is. */
export function shortMonth(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name}/${match[1]}` : (value ?? '');
}

/** A stored month ('AAAA-MM') as typed in the forms ('03/2019'); empty stays empty. */
export function typedMonth(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[2]}/${match[1]}` : (value ?? '');
}

/** 'mar/2019 – ago/2021', 'mar/2019 – atual', 'até ago/2021'; '' without dates. */
export function experiencePeriod(e: Pick<ExperienciaAnswer, 'inicio' | 'fim' | 'trabalho_atual'>): string {
  const end = e.trabalho_atual ? 'atual' : shortMonth(e.fim);
  if (e.inicio) return end ? `${shortMonth(e.inicio)} – ${end}` : `desde ${shortMonth(e.inicio)}`;
  return end ? (e.trabalho_atual ? 'Trabalho atual' : `até ${end}`) : '';
}

/**
 * The experience's rows; 'Empresa' and 'Período' only when the candidate gave them. 'Tempo de
 * experiência' is the period's duration when it has one (the rule of the list's cards,
 * @app/shared experience.ts), the typed text otherwise.
 */
export function experienciaRows(
  e: Pick<ExperienciaAnswer, 'cargo' | 'tempo_experiencia' | 'descricao'> &
    Partial<Pick<ExperienciaAnswer, 'empresa' | 'inicio' | 'fim' | 'trabalho_atual'>>,
  monthNow: number = currentMonthIndex(),
): DisplayRow[] {
  const period = experiencePeriod({
    inicio: e.inicio ?? null,
    fim: e.fim ?? null,
    trabalho_atual: e.trabalho_atual ?? false,
  });
  return [
    { label: 'Cargo', value: displayValue(e.cargo) },
    ...(e.empresa ? [{ label: 'Empresa', value: e.empresa }] : []),
    ...(period ? [{ label: 'Período', value: period }] : []),
    {
      label: 'Tempo de experiência',
      value: displayValue(experienceTime({ ...e, inicio: e.inicio ?? null, fim: e.fim ?? null }, monthNow)),
    },
    { label: 'Descrição', value: displayValue(e.descricao) },
  ];
}

/** 'Tempo total de experiência: 6 anos e 8 meses' (the list card's figure); null without dated experience. */
export function totalExperienceText(months: number | null | undefined): string | null {
  return months === null || months === undefined
    ? null
    : `Tempo total de experiência: ${experienceDuration(months)}`;
}

/** 'Endereço' of a candidate: logradouro, número, bairro, cidade, estado, CEP, complemento. */
export function candidateAddressRows(endereco: Partial<EnderecoAnswer> | null | undefined): DisplayRow[] {
  const e = endereco ?? {};
  return [
    { label: 'Logradouro', value: displayValue(e.logradouro) },
    { label: 'Número', value: displayValue(e.numero) },
    { label: 'Bairro', value: displayValue(e.bairro) },
    { label: 'Cidade', value: displayValue(e.cidade) },
    { label: 'Estado', value: displayValue(e.estado) },
    { label: 'CEP', value: displayValue(maskCep(e.cep ?? '')) },
    { label: 'Complemento', value: displayValue(e.complemento) },
  ];
}

/**
 * 'Endereço' of a candidate as a clinic sees it: the city, the state and whether the candidate
 * will work in another city (the API sends clinics nothing more).
 */
export function candidatePublicAddressRows(
  endereco: Pick<EnderecoAnswer, 'cidade' | 'estado' | 'deseja_atuar_fora'> | null | undefined,
): DisplayRow[] {
  return [
    { label: 'Cidade', value: displayValue(endereco?.cidade) },
    { label: 'Estado', value: displayValue(endereco?.estado) },
    {
      label: 'Aceita trabalhar em outra cidade',
      value: endereco ? displayValue(endereco.deseja_atuar_fora) : '-',
    },
  ];
}

/** The owner's address in full; anyone else's as the city, the state and whether they move. */
export function addressRowsOf(endereco: EnderecoAnyAnswer | null | undefined): DisplayRow[] {
  return endereco && isFullEndereco(endereco)
    ? candidateAddressRows(endereco)
    : candidatePublicAddressRows(endereco);
}
