import type { ActiveApplicant, MinhaVaga, VagaCard, VagaDetail, WithdrawnApplicant } from '@app/shared';

// Answers of the postings API for the feature's tests.

export const vagaCard: VagaCard = {
  id: 7,
  titulo: 'TSB para tomografia',
  tipo_profissao: 'TSB',
  cidade: 'Boa Vista',
  estado: 'RR',
  tipo_contrato: 'CLT',
  jornada: 'Integral',
  salario_min: null,
  salario_max: null,
  clinica: { id: 3, nome_fantasia: 'Clínica Norte', foto_url: null, verificada: false },
  publicada_em: '2026-11-20T12:00:00.000Z',
  expira_em: '2027-01-19T12:00:00.000Z',
};

export const vagaDetail: VagaDetail = {
  ...vagaCard,
  descricao: 'Tomografias.',
  equipamentos: ['Planmeca'],
  softwares: [],
  registro_obrigatorio: false,
  beneficios: [],
  mostrar_salario: false,
  mostrar_endereco: false,
  endereco: null,
  status: 'aberta',
  expirada: false,
  pode_candidatar: true,
  minha_vaga: false,
  minha_candidatura: null,
  perfil_publicado: null,
  minha_profissao: null,
};

const noDates = {
  em_analise_em: null,
  entrevista_em: null,
  contratada_em: null,
  nao_selecionada_em: null,
  retirada_em: null,
};

/** An applicant as the clinic's pipeline receives it. */
export const applicant = (
  id: number,
  nome: string,
  pontuacao: number,
  status: ActiveApplicant['status'],
): ActiveApplicant => ({
  id,
  status,
  mensagem: '',
  candidato: { id: 100 + id, nome, tipo_profissao: 'TSB', estado: 'RR', cidade: 'Boa Vista', foto_url: null },
  match: { pontuacao, em_comum: ['Planmeca'], faltando: ['Romexis'] },
  recebida_em: '2026-11-21T12:00:00.000Z',
  ...noDates,
});

/** A withdrawn application as the clinic's pipeline receives it: no candidate, message or match. */
export const withdrawnApplicant = (id: number): WithdrawnApplicant => ({
  id,
  status: 'retirada',
  mensagem: null,
  candidato: null,
  match: null,
  recebida_em: '2026-11-21T12:00:00.000Z',
  ...noDates,
  retirada_em: '2026-11-23T12:00:00.000Z',
});

/** One of the clinic's postings as /minhas-vagas receives it. */
export function minhaVaga(id: number, titulo: string): MinhaVaga {
  const {
    minha_candidatura,
    pode_candidatar,
    minha_vaga,
    perfil_publicado,
    minha_profissao,
    clinica,
    ...rest
  } = vagaDetail;
  const none = { recebida: 0, em_analise: 0, entrevista: 0, contratada: 0, nao_selecionada: 0, retirada: 0 };
  return {
    ...rest,
    id,
    titulo,
    salario_min: null,
    salario_max: null,
    encerrada_em: null,
    candidaturas: { total: 0, ...none },
  };
}

/** Stores a session of `tipo` the way the login page does. */
export function signIn(tipo: 'clinica' | 'candidato') {
  localStorage.setItem('auth_token', 'token-1');
  localStorage.setItem('usuario', JSON.stringify({ id: tipo === 'clinica' ? 3 : 1, tipo_usuario: tipo }));
  localStorage.setItem('tipo_usuario', tipo);
}
