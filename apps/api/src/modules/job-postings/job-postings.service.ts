// Rules of the postings: writing them (the clinic's), the public list and page, the clinic's own
// list with its application counts. Authorisation is decided by job-postings.policy.ts before these run.
import type { VagaCard, VagaDetail, VagaListQuery, VagaPayload } from '@app/shared';
import type { Executor } from '../../db/executor';
import type { NewVaga } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import type { Database } from '../../plugins/db';
import type { CountCache } from '../candidate-search/count-cache';
import type { PhotoLinkCache } from '../files/photo-link-cache';
import * as repo from './job-postings.repo';

const DAY_MS = 86_400_000;

/** ISO 8601 of a timestamp read from either driver (a Date or PostgreSQL's text). */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null | undefined): string | null;
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
export const toCents = (reais: number | null) => (reais === null ? null : Math.round(reais * 100));
export const toReais = (cents: number | string | null) => (cents === null ? null : Number(cents) / 100);

export const expiryFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

function columns(payload: VagaPayload) {
  const { salario_min, salario_max, ...rest } = payload;
  return { ...rest, salario_min_centavos: toCents(salario_min), salario_max_centavos: toCents(salario_max) };
}

export function createVaga(
  db: Executor,
  clinicId: number,
  payload: VagaPayload,
  days: number,
): Promise<number> {
  const now = new Date();
  const values: NewVaga = {
    ...columns(payload),
    clinica_id: clinicId,
    publicada_em: now,
    expira_em: expiryFrom(now, days),
  };
  return repo.insertVaga(db, values);
}

export const updateVaga = (db: Executor, id: number, payload: VagaPayload) =>
  repo.updateVaga(db, id, columns(payload));

export const closeVaga = (db: Executor, id: number) =>
  repo.updateVaga(db, id, { status: 'encerrada', encerrada_em: new Date() });

/** Open again, for another `days` from now. */
export const reopenVaga = (db: Executor, id: number, days: number) =>
  repo.updateVaga(db, id, {
    status: 'aberta',
    encerrada_em: null,
    expira_em: expiryFrom(new Date(), days),
    aviso_expiracao_em: null,
  });

/** The posting's clinic as cards show it: id, trade name and a signed photo link. */
export async function clinicOf(
  row: { clinica_id: number | string; nome_fantasia: string; foto_key: string | null; verificada?: boolean },
  photoLinks: PhotoLinkCache,
) {
  return {
    id: Number(row.clinica_id),
    nome_fantasia: row.nome_fantasia,
    verificada: Boolean(row.verificada),
    foto_url: row.foto_key ? await photoLinks.link(row.foto_key) : null,
  };
}

async function card(row: repo.VagaCardRow, photoLinks: PhotoLinkCache): Promise<VagaCard> {
  return {
    id: Number(row.id),
    titulo: row.titulo,
    tipo_profissao: row.tipo_profissao,
    cidade: row.cidade,
    estado: row.estado,
    tipo_contrato: row.tipo_contrato,
    jornada: row.jornada,
    ...(row.mostrar_salario
      ? { salario_min: toReais(row.salario_min_centavos), salario_max: toReais(row.salario_max_centavos) }
      : {}),
    clinica: await clinicOf(row, photoLinks),
    publicada_em: toIso(row.publicada_em),
    expira_em: toIso(row.expira_em),
  };
}

export const filterOf = (query: VagaListQuery): repo.PublicFilter => ({
  tiposProfissao: query.tipos_profissao,
  estados: query.estados,
  tiposContrato: query.tipos_contrato,
  cidade: query.cidade,
  q: query.q,
  verificadas: query.verificadas,
});

/** One page of open postings and the total: two queries, run together (a large total may be cached). */
export async function listPublic(
  database: Database,
  photoLinks: PhotoLinkCache,
  counts: CountCache,
  query: VagaListQuery,
) {
  const filter = filterOf(query);
  const key = JSON.stringify(filter);
  const [rows, total] = await Promise.all([
    repo.findPublicPage(database, filter, query.size, (query.page - 1) * query.size),
    counts.get(key, () => repo.countPublic(database, filter)),
  ]);
  const items = await Promise.all(rows.map((row) => card(row, photoLinks)));
  return { items, total, page: query.page, size: query.size };
}

const sameText = (a: string | null, b: string) =>
  (a ?? '').trim().localeCompare(b.trim(), 'pt-BR', { sensitivity: 'base' }) === 0;

/**
 * The clinic's address as the posting shows it (page and JSON-LD): only when the clinic chose to
 * show it, its profile has a street, and the posting is in the profile's city and state (a
 * posting for another branch shows its city only).
 */
export function publicAddress(row: repo.VagaDetailRow): { logradouro: string; cep: string | null } | null {
  const street = row.clinica_rua?.trim();
  if (!row.mostrar_endereco || !street) return null;
  if (!sameText(row.clinica_cidade, row.cidade) || !sameText(row.clinica_estado, row.estado)) return null;
  const number = row.clinica_numero?.trim();
  const district = row.clinica_bairro?.trim();
  const digits = (row.clinica_cep ?? '').replace(/\D/g, '');
  return {
    logradouro: `${street}${number ? `, ${number}` : ''}${district ? ` – ${district}` : ''}`,
    cep: digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : null,
  };
}

export async function detail(
  row: repo.VagaDetailRow,
  user: AuthUser | null,
  photoLinks: PhotoLinkCache,
): Promise<VagaDetail> {
  const open = row.status === 'aberta' && !row.expirada;
  return {
    ...(await card(row, photoLinks)),
    descricao: row.descricao,
    equipamentos: row.equipamentos,
    softwares: row.softwares,
    registro_obrigatorio: row.registro_obrigatorio,
    beneficios: row.beneficios,
    mostrar_salario: row.mostrar_salario,
    mostrar_endereco: Boolean(row.mostrar_endereco),
    endereco: publicAddress(row),
    status: row.status,
    expirada: Boolean(row.expirada),
    pode_candidatar: open,
    minha_vaga: user?.tipo_usuario === 'clinica' && user.id === Number(row.clinica_id),
    minha_candidatura:
      row.candidatura_id === null || row.candidatura_status === null
        ? null
        : {
            id: Number(row.candidatura_id),
            status: row.candidatura_status as NonNullable<VagaDetail['minha_candidatura']>['status'],
            recebida_em: toIso(row.recebida_em) ?? '',
            em_analise_em: toIso(row.em_analise_em),
            entrevista_em: toIso(row.entrevista_em),
            contratada_em: toIso(row.contratada_em),
            nao_selecionada_em: toIso(row.nao_selecionada_em),
            retirada_em: toIso(row.retirada_em),
          },
    perfil_publicado: user?.tipo_usuario === 'candidato' ? Boolean(row.perfil_publicado) : null,
    minha_profissao: user?.tipo_usuario === 'candidato' ? row.minha_profissao : null,
  };
}

/** The clinic's own postings, open and closed, each with its application counts. */
export async function listOwn(db: Executor, clinicId: number, page: number, size: number) {
  const [rows, total] = await Promise.all([
    repo.findOwnPage(db, clinicId, size, (page - 1) * size),
    repo.countOwn(db, clinicId),
  ]);
  const items = rows.map((row) => ({
    id: Number(row.id),
    titulo: row.titulo,
    tipo_profissao: row.tipo_profissao,
    cidade: row.cidade,
    estado: row.estado,
    tipo_contrato: row.tipo_contrato,
    jornada: row.jornada,
    descricao: row.descricao,
    salario_min: toReais(row.salario_min_centavos),
    salario_max: toReais(row.salario_max_centavos),
    mostrar_salario: row.mostrar_salario,
    mostrar_endereco: Boolean(row.mostrar_endereco),
    equipamentos: row.equipamentos,
    softwares: row.softwares,
    registro_obrigatorio: row.registro_obrigatorio,
    beneficios: row.beneficios,
    status: row.status,
    expirada: Boolean(row.expirada),
    publicada_em: toIso(row.publicada_em),
    expira_em: toIso(row.expira_em),
    encerrada_em: toIso(row.encerrada_em),
    candidaturas: Object.fromEntries(Object.entries(row.counts).map(([k, v]) => [k, Number(v)])) as never,
  }));
  return { items, total, page, size };
}
