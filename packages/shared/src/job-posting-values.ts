/**
 * Job postings' (vagas) and applications' (candidaturas) catalogues, labels and limits, without
 * zod: the public pages' shared chunk reads the labels, and a module with top-level schemas would
 * bring zod into every page's first load (apps/web/scripts/bundle-size.mjs). The schemas live in
 * job-postings.ts.
 */

export const TIPOS_CONTRATO = ['CLT', 'PJ', 'Autônomo', 'Estágio', 'Temporário'] as const;
export type TipoContrato = (typeof TIPOS_CONTRATO)[number];
export const JORNADAS = ['Integral', 'Meio período', 'Plantões'] as const;
export type Jornada = (typeof JORNADAS)[number];
export const VAGA_STATUSES = ['aberta', 'encerrada'] as const;
export type VagaStatus = (typeof VAGA_STATUSES)[number];
export const VAGA_STATUS_LABELS: Record<VagaStatus, string> = { aberta: 'Aberta', encerrada: 'Encerrada' };

/** The pipeline, in order; the last three are final. */
export const CANDIDATURA_STATUSES = [
  'recebida',
  'em_analise',
  'entrevista',
  'contratada',
  'nao_selecionada',
  'retirada',
] as const;
export type CandidaturaStatus = (typeof CANDIDATURA_STATUSES)[number];
export const CANDIDATURA_STATUS_LABELS: Record<CandidaturaStatus, string> = {
  recebida: 'Recebida',
  em_analise: 'Em análise',
  entrevista: 'Entrevista',
  contratada: 'Contratada',
  nao_selecionada: 'Não selecionada',
  retirada: 'Retirada',
};
export const FINAL_CANDIDATURA_STATUSES: readonly CandidaturaStatus[] = [
  'contratada',
  'nao_selecionada',
  'retirada',
];

export const VAGA_TITLE_MAX = 150;
export const VAGA_DESCRIPTION_MAX = 5000;
export const VAGA_CITY_MAX = 120;
export const VAGA_LIST_MAX_ITEMS = 30;
export const VAGA_LIST_ITEM_MAX = 120;
export const SALARY_MAX_REAIS = 1_000_000;
export const CANDIDATURA_MESSAGE_MAX = 2000;
export const VAGA_PAGE_SIZE_DEFAULT = 20;
export const VAGA_PAGE_SIZE_MAX = 100;
