import type { ProfessionRecord } from '@app/shared';
import { labelOf } from '../../lib/record-labels';
import type { ServerFieldError } from '../../lib/server-field-errors';
import { isBlankExperiencia, isBlankFormacao } from './publish-payload';
import type { WizardDraft } from './wizard-draft';

/** A refused field placed in the form: its path, its own label, the step that holds it. */
export interface WizardFieldError {
  path: string;
  label: string;
  step: number;
  message: string;
}

const FORMACAO_LABELS: Record<string, string> = {
  nivel_escolaridade: 'Nível de escolaridade',
  curso: 'Nome do curso',
  instituicao: 'Instituição',
  data_conclusao: 'Data de conclusão',
};
const EXPERIENCIA_LABELS: Record<string, string> = {
  cargo: 'Cargo',
  empresa: 'Empresa',
  inicio: 'Início',
  fim: 'Fim',
  trabalho_atual: 'Trabalho atual',
  tempo_experiencia: 'Tempo de experiência',
  descricao: 'Principais atividades',
};
const ENDERECO_LABELS: Record<string, string> = {
  estado: 'Estado',
  cep: 'CEP',
  cidade: 'Cidade',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  atuarEmOutraCidade: 'Deseja atuar fora da sua cidade?',
};
/** The API's other names of a form field. */
const ALIASES: Record<string, string> = {
  ano_conclusao: 'data_conclusao',
  nome_instituicao: 'instituicao',
  tempo: 'tempo_experiencia',
  atividades: 'descricao',
  deseja_atuar_fora: 'atuarEmOutraCidade',
};

/** The form index of the n-th row sent (blank rows are not sent). */
const formIndex = <T>(rows: readonly T[], isBlank: (row: T) => boolean, sent: number) =>
  rows.flatMap((row, index) => (isBlank(row) ? [] : [index]))[sent] ?? sent;

/**
 * Where a field the server refused lives in the wizard ('formacoes.0.ano_conclusao' is
 * 'Data de conclusão (Formação 1)' on step 1), or null when the form has no such field.
 */
export function placeServerError(
  error: ServerFieldError,
  values: WizardDraft,
  record: ProfessionRecord | null,
): WizardFieldError | null {
  const [group, second, third] = error.field.split('.');
  const field = (name: string | undefined) => (name ? (ALIASES[name] ?? name) : '');
  if (group === 'formacoes' || group === 'experiencias') {
    const name = field(third);
    const labels = group === 'formacoes' ? FORMACAO_LABELS : EXPERIENCIA_LABELS;
    if (!labels[name]) return null;
    const index =
      group === 'formacoes'
        ? formIndex(values.formacoes, isBlankFormacao, Number(second))
        : formIndex(values.experiencias, isBlankExperiencia, Number(second));
    const row = `${group === 'formacoes' ? 'Formação' : 'Experiência'} ${index + 1}`;
    return {
      path: `${group}.${index}.${name}`,
      label: `${labels[name]} (${row})`,
      step: 0,
      message: error.message,
    };
  }
  if (group === 'endereco') {
    const name = field(second);
    if (!ENDERECO_LABELS[name]) return null;
    return { path: `endereco.${name}`, label: ENDERECO_LABELS[name], step: 0, message: error.message };
  }
  if (group === 'registro' && record && second && second in values.records[record]) {
    return { path: `records.${record}.${second}`, label: labelOf(second), step: 1, message: error.message };
  }
  return null;
}
