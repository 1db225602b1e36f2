import type { ProfessionRecord } from '@app/shared';
import { yearOf } from '@app/shared';
import type { ApiBody } from '../../lib/api';
import type {
  EnderecoDraft,
  ExperienciaDraft,
  FormacaoDraft,
  RadiologistaDraft,
  RecepcionistaDraft,
  RecordDrafts,
  TecnicoDraft,
  WizardDraft,
} from './wizard-draft';

/**
 * From the wizard's draft to the one publish request (POST /api/v1/usuario_candidato/{id}/publicar):
 * text trimmed, blank rows left out, the completion date sent as its year, yes/no as booleans
 * and lists as arrays (the API also accepts the spec's comma-joined text, but an array keeps an
 * item that contains a comma whole).
 */

/** The publish request as the API declares it (packages/shared/src/api/openapi.gen.ts). */
export type PublishBody = ApiBody<'post', '/api/v1/usuario_candidato/{id}/publicar'>;
export type FormacaoPayload = NonNullable<PublishBody['formacoes']>[number];
export type ExperienciaPayload = NonNullable<PublishBody['experiencias']>[number];
export type EnderecoPayload = PublishBody['endereco'];

export type RecordPayload = RadiologistaDraft | TecnicoDraft | RecepcionistaDraft;

/**
 * The request as the wizard builds it: every list present, and consent possibly not given yet
 * (the review shows it; the request is sent only with it).
 */
export type PublishPayload = Omit<PublishBody, 'consentimento' | 'formacoes' | 'experiencias'> & {
  formacoes: FormacaoPayload[];
  experiencias: ExperienciaPayload[];
  consentimento: boolean;
};

const trimList = (list: readonly string[]) => list.map((item) => item.trim()).filter(Boolean);

const isBlank = (values: readonly string[]) => values.every((value) => !value.trim());

export const isBlankFormacao = (f: FormacaoDraft) =>
  isBlank([f.nivel_escolaridade, f.curso, f.instituicao, f.data_conclusao]);

/** Nothing typed and 'Trabalho atual' not ticked (a draft saved before the period fields has none of them). */
export const isBlankExperiencia = (e: ExperienciaDraft) =>
  !e.trabalho_atual &&
  isBlank([e.cargo, e.empresa ?? '', e.inicio ?? '', e.fim ?? '', e.tempo_experiencia, e.descricao]);

export function formacaoPayload(f: FormacaoDraft): FormacaoPayload {
  return {
    nivel_escolaridade: f.nivel_escolaridade,
    curso: f.curso.trim(),
    instituicao: f.instituicao.trim(),
    ano_conclusao: yearOf(f.data_conclusao),
  };
}

export function experienciaPayload(e: ExperienciaDraft): ExperienciaPayload {
  const current = e.trabalho_atual === true;
  return {
    cargo: e.cargo.trim(),
    empresa: (e.empresa ?? '').trim(),
    inicio: (e.inicio ?? '').trim(),
    fim: current ? '' : (e.fim ?? '').trim(),
    trabalho_atual: current,
    tempo_experiencia: e.tempo_experiencia.trim(),
    descricao: e.descricao.trim(),
  };
}

export function enderecoPayload(e: EnderecoDraft): EnderecoPayload {
  return {
    estado: e.estado,
    cep: e.cep.trim(),
    cidade: e.cidade.trim(),
    logradouro: e.logradouro.trim(),
    numero: e.numero.trim(),
    complemento: e.complemento.trim(),
    bairro: (e.bairro ?? '').trim(),
    deseja_atuar_fora: e.atuarEmOutraCidade === true,
  };
}

/**
 * The professional record of a kind, every field in the record's order: lists trimmed, yes/no
 * as booleans, text trimmed. The candidate id, photo and portfolio are not part of it (the path
 * names the candidate; the files are sent by their own calls).
 */
export function recordPayload(kind: ProfessionRecord, records: RecordDrafts): RecordPayload {
  const clean = <T extends object>(draft: T): T => {
    const out: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(draft)) {
      if (Array.isArray(value)) out[field] = trimList(value);
      else if (typeof value === 'string') out[field] = value.trim();
      else out[field] = value === true;
    }
    return out as T;
  };
  return clean(records[kind]);
}

/** The whole publish request. `record` null (unknown profession) sends an empty record. */
export function buildPublishPayload(
  draft: WizardDraft,
  record: ProfessionRecord | null,
  policyVersion: string,
): PublishPayload {
  return {
    formacoes: draft.formacoes.filter((f) => !isBlankFormacao(f)).map(formacaoPayload),
    experiencias: draft.experiencias.filter((e) => !isBlankExperiencia(e)).map(experienciaPayload),
    endereco: enderecoPayload(draft.endereco),
    registro: record ? recordPayload(record, draft.records) : {},
    consentimento: draft.consentimento === true,
    versao_politica: policyVersion,
  };
}
