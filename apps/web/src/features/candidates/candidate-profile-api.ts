import { yearOf } from '@app/shared';
import { apiGet } from '../../lib/api';
import { firstTextOrNumber, isRecord, type Loose } from '../../lib/loose';
import { countOf } from './candidate-list-api';

/**
 * Another user's candidate profile (spec 1 section 7, GET /api/v1/usuario_candidato/{id}/full),
 * read tolerantly (spec 1 section 3, 'Candidate (as displayed)'): formacoes or formacao,
 * experiencias or experiencia, estado or uf, logradouro or rua, and the formation's and
 * experience's other spellings all arrive as one shape.
 */

export interface FormacaoView {
  id: number;
  nivel_escolaridade: string;
  curso: string;
  instituicao: string;
  /** The completion year (from ano_conclusao, data_conclusao or conclusao); null when unknown. */
  ano_conclusao: number | string | null;
}

export interface ExperienciaView {
  id: number;
  cargo: string;
  tempo_experiencia: string;
  descricao: string;
}

export interface EnderecoView {
  estado: string;
  cidade: string;
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  complemento: string;
}

export interface CandidateView {
  id: number | null;
  nome: string;
  email: string;
  telefone: string;
  tipo_profissao: string;
  formacoes: FormacaoView[];
  experiencias: ExperienciaView[];
  endereco: EnderecoView | null;
  /** The professional record's fields (registro.data, or registro itself). */
  registro: Record<string, unknown> | null;
  foto_url: string | null;
  visualizacoes: number | null;
}

const listOf = (...values: unknown[]): Loose[] => {
  for (const value of values) {
    if (Array.isArray(value)) return value.filter(isRecord);
    if (isRecord(value)) return [value];
  }
  return [];
};

function yearOrText(...values: unknown[]): number | string | null {
  for (const value of values) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'number' || typeof value === 'string')
      return yearOf(value) ?? (firstTextOrNumber(value) || null);
  }
  return null;
}

const rowId = (row: Loose, index: number) => countOf(row.id) ?? -(index + 1);

export function normalizeFormacao(row: Loose, index = 0): FormacaoView {
  return {
    id: rowId(row, index),
    nivel_escolaridade: firstTextOrNumber(row.nivel_escolaridade, row.nivel, row.grau),
    curso: firstTextOrNumber(row.nome_curso, row.curso),
    instituicao: firstTextOrNumber(row.nome_instituicao, row.instituicao),
    ano_conclusao: yearOrText(row.ano_conclusao, row.data_conclusao, row.conclusao),
  };
}

export function normalizeExperiencia(row: Loose, index = 0): ExperienciaView {
  return {
    id: rowId(row, index),
    cargo: firstTextOrNumber(row.cargo),
    tempo_experiencia: firstTextOrNumber(row.tempo_experiencia, row.tempo),
    descricao: firstTextOrNumber(row.descricao, row.atividades),
  };
}

export function normalizeEndereco(value: unknown): EnderecoView | null {
  if (!isRecord(value)) return null;
  return {
    estado: firstTextOrNumber(value.estado, value.uf).toUpperCase(),
    cidade: firstTextOrNumber(value.cidade),
    cep: firstTextOrNumber(value.cep),
    logradouro: firstTextOrNumber(value.logradouro, value.rua),
    numero: firstTextOrNumber(value.numero),
    bairro: firstTextOrNumber(value.bairro),
    complemento: firstTextOrNumber(value.complemento),
  };
}

function registroOf(value: unknown): Record<string, unknown> | null {
  if (!isRecord(value)) return null;
  if (isRecord(value.data)) return value.data;
  const { tipo: _tipo, ...fields } = value;
  return Object.keys(fields).length > 0 ? fields : null;
}

/** The candidate of any accepted answer shape (a `candidato` wrapper included). */
export function normalizeCandidate(answer: unknown): CandidateView {
  const raw = isRecord(answer) && isRecord(answer.candidato) ? { ...answer, ...answer.candidato } : answer;
  const c: Loose = isRecord(raw) ? raw : {};
  const id = countOf(c.id ?? c.usuario_id);
  return {
    id: id !== null && id > 0 ? id : null,
    nome: firstTextOrNumber(c.nome, c.name),
    email: firstTextOrNumber(c.email),
    telefone: firstTextOrNumber(c.telefone),
    tipo_profissao: firstTextOrNumber(c.tipo_profissao, c.profissao),
    formacoes: listOf(c.formacoes, c.formacao).map(normalizeFormacao),
    experiencias: listOf(c.experiencias, c.experiencia).map(normalizeExperiencia),
    endereco: normalizeEndereco(c.endereco),
    registro: registroOf(c.registro),
    foto_url: firstTextOrNumber(c.foto_url, c.foto) || null,
    visualizacoes: countOf(c.visualizacoes),
  };
}

export const candidateProfileKeys = {
  full: (id: string) => ['usuario_candidato', id, 'full', 'view'] as const,
};

export async function fetchCandidateView(id: string, signal?: AbortSignal): Promise<CandidateView> {
  return normalizeCandidate(
    await apiGet(`/api/v1/usuario_candidato/${encodeURIComponent(id)}/full`, { signal }),
  );
}
