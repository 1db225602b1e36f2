// Queries of the clinics' candidate list: one query for a page (the candidates with address,
// current photo key and view count) and one count(*) with the same filters. The equipment filter
// reads candidatos.equipamentos_busca, a lower-cased copy of the professional record's equipment,
// brand and platform lists kept by refreshSearchTerms (GIN index, `&&` = any of the values).
//
// Both run as named prepared statements on PostgreSQL (one text per combination of filters, the
// values as array parameters): planning the page query cost as much as running it, and preparing
// tripled its throughput (docs/decisions/0002-candidate-search.md). Drizzle cannot name a raw
// statement, so these two go through Database.prepared.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Database } from '../../plugins/db';
import { listedCandidateSql } from '../candidate-records/candidate-access';

export interface SearchFilter {
  /** Canonical profession names (PROFESSIONS). */
  tiposProfissao: string[];
  /** Two-letter codes (UFS). */
  estados: string[];
  /** Equipment, brand or platform names as typed (matched case-insensitively). */
  equipamentos: string[];
  /** Cities of the address as typed (matched case-insensitively, any of them). */
  cidades: string[];
  /** Only the candidates willing to work in another city. */
  atuaFora: boolean;
  /** Only the candidates this clinic saved (candidatos_salvos), or null for everyone. */
  savedBy: number | null;
}

/**
 * The search terms of one candidate, or of every candidate when `candidateId` is omitted (the
 * benchmark's seeding): the distinct, trimmed, lower-cased entries of radiologistas.softwares_3d
 * and plataformas_gestao_clinicas, tecnicos.equipamentos_scanner, equipamentos_3d,
 * equipamentos_2d and plataforma_gestao, and recepcionistas.plataformas_experiencia.
 */
export function searchTermsUpdate(candidateId?: number): SQL {
  const where = candidateId === undefined ? sql`` : sql`where c.usuario_id = ${candidateId}`;
  return sql`
    update candidatos c set equipamentos_busca = coalesce((
      select array_agg(distinct lower(btrim(s.term)) order by lower(btrim(s.term)))
      from (
        select unnest(r.softwares_3d || r.plataformas_gestao_clinicas)
          from radiologistas r where r.usuario_candidato_id = c.usuario_id
        union all
        select unnest(t.equipamentos_scanner || t.equipamentos_3d || t.equipamentos_2d || t.plataforma_gestao)
          from tecnicos t where t.usuario_candidato_id = c.usuario_id
        union all
        select unnest(p.plataformas_experiencia)
          from recepcionistas p where p.usuario_candidato_id = c.usuario_id
      ) as s(term)
      where btrim(s.term) <> ''
    ), '{}'::text[])
    ${where}`;
}

/**
 * Recomputes the candidate's equipment search terms from their professional records. Every code
 * path that writes a professional record calls it after the write (same transaction when there is one).
 */
export async function refreshSearchTerms(db: Executor, candidateId: number): Promise<void> {
  await db.execute(searchTermsUpdate(candidateId));
}

/** A PostgreSQL array literal of text values ('{"a","b"}'), sent as one text parameter. */
export const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

interface Statement {
  /** Same name, same text: one prepared statement per combination of filters. */
  name: string;
  where: string;
  values: string[];
}

/** WHERE of the filters on `candidatos c`, with $1… parameters. */
function filterStatement(filter: SearchFilter): Statement {
  const values: string[] = [];
  const where = [listedCandidateSql('c')];
  const name: string[] = [];
  // One value is an equality (the profession index then gives the order), several an `any`.
  const oneOf = (column: string, list: string[], key: string) => {
    if (list.length === 0) return;
    values.push(list.length === 1 ? (list[0] as string) : textArray(list));
    where.push(
      list.length === 1 ? `${column} = $${values.length}` : `${column} = any($${values.length}::text[])`,
    );
    name.push(list.length === 1 ? key : `${key}s`);
  };
  oneOf('c.tipo_profissao', filter.tiposProfissao, 'p');
  oneOf('c.lista_estado', filter.estados, 'e');
  if (filter.equipamentos.length > 0) {
    // lower() of the literal: the same function that built the stored terms.
    values.push(textArray(filter.equipamentos));
    where.push(`c.equipamentos_busca && lower($${values.length}::text)::text[]`);
    name.push('q');
  }
  if (filter.cidades.length > 0) {
    // One city is an equality on the index's expression (the list's order comes with it).
    const one = filter.cidades.length === 1;
    values.push(one ? (filter.cidades[0] as string) : textArray(filter.cidades));
    where.push(
      one
        ? `lower(c.lista_cidade) = lower($${values.length}::text)`
        : `lower(c.lista_cidade) = any(lower($${values.length}::text)::text[])`,
    );
    name.push(one ? 'c' : 'cs');
  }
  if (filter.atuaFora) {
    where.push('c.lista_atua_fora');
    name.push('f');
  }
  if (filter.savedBy !== null) {
    values.push(String(filter.savedBy));
    where.push(
      `exists (select 1 from candidatos_salvos s where s.clinica_id = $${values.length}::int and s.candidato_id = c.usuario_id)`,
    );
    name.push('s');
  }
  return { name: name.join('_') || 'all', where: where.join(' and '), values };
}

/** How many published candidates match. */
export async function countCandidates(database: Database, filter: SearchFilter): Promise<number> {
  const s = filterStatement(filter);
  const text = `select count(*)::int as total from candidatos c where ${s.where}`;
  const [row] = await database.prepared<{ total: number }>(`candidate_count_${s.name}`, text, s.values);
  return Number(row?.total ?? 0);
}

export interface CandidateCardRow {
  id: number;
  nome: string;
  tipo_profissao: string;
  /** ISO 8601 in UTC, written by the database (no date parsing per row). */
  published_at: string;
  estado: string | null;
  cidade: string | null;
  foto_key: string | null;
  visualizacoes: number | string;
  /** Willing to work in another city (copy of the address's deseja_atuar_fora). */
  atua_fora: boolean;
  /** The dated experiências as the database keeps them (migration 0012): experienceMonths() of @app/shared. */
  experiencia_meses: number | null;
  experiencia_desde: number | null;
  /** The last availability confirmation, or the publication when later (ISO 8601 UTC). */
  disponivel_em: string;
  /** The list's version (lista_candidatos_versao) this page was read with. */
  versao: number;
  /** The calling clinic saved this candidate. */
  salvo: boolean;
}

/** The list's version, read in the same snapshot as the rows (page-cache.ts). */
export const LIST_VERSION = 'coalesce((select v.versao from lista_candidatos_versao v where v.id = 1), 0)';
const CARD_COLUMNS = `c.nome, c.tipo_profissao, c.lista_estado as estado, c.lista_cidade as cidade,
      c.lista_foto_key as foto_key, c.lista_visualizacoes as visualizacoes, c.lista_atua_fora as atua_fora,
      c.lista_experiencia_meses as experiencia_meses, c.lista_experiencia_desde as experiencia_desde,
      to_char(greatest(c.disponibilidade_confirmada_em, c.published_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as disponivel_em,
      ${LIST_VERSION} as versao`;
const isoUtc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Whether the clinic of parameter `$param` saved the candidate `c` (one primary-key probe per row). */
const savedColumn = (param: number) =>
  `exists (select 1 from candidatos_salvos sv where sv.clinica_id = $${param}::int and sv.candidato_id = c.usuario_id) as salvo`;
const NEWEST_FIRST = 'order by c.published_at desc nulls last, c.usuario_id desc nulls last';

/**
 * One page, newest published first, in one query on one table, with the list's copies of the
 * address, the photo key and the view count (kept by triggers, migration 0002).
 *
 * Past the first page without an equipment filter, the page's ids are chosen first from the order
 * index alone (index-only: the rows skipped by the offset are never fetched, page 50 walks 2,500
 * index entries), then only those rows are read. The first page, and any page of an equipment
 * filter (whose terms are in the row, not in the index), read the rows directly: the second
 * lookup of each row would double the work (pgbench on 100,000 candidates: page 1 0.10 ms against
 * 0.18 ms, equipment 0.28 against 0.34; page 50 0.35 ms with the ids first against 0.77 without).
 */
export function findCandidatePage(
  database: Database,
  filter: SearchFilter,
  clinicId: number,
  limit: number,
  offset: number,
): Promise<CandidateCardRow[]> {
  const s = filterStatement(filter);
  const n = s.values.length;
  const paging = `limit $${n + 1}::int offset $${n + 2}::int`;
  const salvo = savedColumn(n + 3);
  const idsFirst = offset > 0 && filter.equipamentos.length === 0 && !filter.atuaFora;
  const text = idsFirst
    ? `
    select p.id, ${CARD_COLUMNS}, ${salvo}, ${isoUtc('p.published_at')} as published_at
    from (
      select c.usuario_id as id, c.published_at from candidatos c
      where ${s.where} ${NEWEST_FIRST} ${paging}
    ) as p
    join candidatos c on c.usuario_id = p.id
    order by p.published_at desc nulls last, p.id desc`
    : `
    select c.usuario_id as id, ${CARD_COLUMNS}, ${salvo}, ${isoUtc('c.published_at')} as published_at
    from candidatos c
    where ${s.where} ${NEWEST_FIRST} ${paging}`;
  return database.prepared<CandidateCardRow & Record<string, unknown>>(
    `candidate_page_${idsFirst ? 'ids_' : ''}${s.name}`,
    text,
    [...s.values, limit, offset, clinicId],
  );
}
