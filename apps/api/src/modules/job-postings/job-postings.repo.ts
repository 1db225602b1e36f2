// Queries of the postings. The public list, its count and one posting run as named prepared
// statements on PostgreSQL (one text per combination of filters, as the candidate list does,
// docs/decisions/0002): they are the hot paths measured by `npm run bench`.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { clinicas, type NewVaga, vagas } from '../../db/schema';
import type { Database } from '../../plugins/db';
import { textArray } from '../candidate-search/candidate-search.repo';

export interface PublicFilter {
  tiposProfissao: string[];
  estados: string[];
  tiposContrato: string[];
  cidade?: string | undefined;
  q?: string | undefined;
  /** Only the postings of clinics an administrator verified. */
  verificadas?: boolean | undefined;
}

/** The posting's clinic `c` is not suspended: its postings are hidden from everyone meanwhile. */
export const ACTIVE_CLINIC = 'c.suspenso_em is null';
/** Every posting query reads its clinic as `c`. */
const WITH_CLINIC = 'vagas v join clinicas c on c.usuario_id = v.clinica_id';

/** The Portuguese full-text document of a posting: the expression of the GIN index vagas_busca_idx. */
export const SEARCH_DOCUMENT = `to_tsvector('portuguese', v.titulo || ' ' || v.descricao)`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The clinic's current photo (the newest). */
const CLINIC_PHOTO = `(select a.storage_key from arquivos a
  where a.usuario_id = v.clinica_id and a.kind = 'photo' order by a.created_at desc, a.id desc limit 1)`;

const CARD_COLUMNS = `v.id, v.titulo, v.tipo_profissao, v.cidade, v.estado, v.tipo_contrato, v.jornada,
  v.mostrar_salario, v.salario_min_centavos, v.salario_max_centavos, v.clinica_id, c.nome_fantasia,
  ${CLINIC_PHOTO} as foto_key, c.verificada_em is not null as verificada, v.publicada_em, v.expira_em`;

export interface VagaCardRow {
  id: number;
  titulo: string;
  tipo_profissao: string;
  cidade: string;
  estado: string;
  tipo_contrato: string;
  jornada: string;
  mostrar_salario: boolean;
  salario_min_centavos: number | null;
  salario_max_centavos: number | null;
  clinica_id: number;
  nome_fantasia: string;
  foto_key: string | null;
  verificada: boolean;
  publicada_em: Date | string;
  expira_em: Date | string;
}

export interface VagaDetailRow extends VagaCardRow {
  descricao: string;
  equipamentos: string[];
  softwares: string[];
  registro_obrigatorio: boolean;
  beneficios: string[];
  status: 'aberta' | 'encerrada';
  encerrada_em: Date | string | null;
  expirada: boolean;
  candidatura_id: number | null;
  candidatura_status: string | null;
  recebida_em: Date | string | null;
  em_analise_em: Date | string | null;
  entrevista_em: Date | string | null;
  mostrar_endereco: boolean;
  /** The clinic's profile address (infos_clinica), null when it has none. */
  clinica_rua: string | null;
  clinica_numero: string | null;
  clinica_bairro: string | null;
  clinica_cidade: string | null;
  clinica_estado: string | null;
  clinica_cep: string | null;
  contratada_em: Date | string | null;
  nao_selecionada_em: Date | string | null;
  retirada_em: Date | string | null;
  /** Whether the candidate of the session has published their profile; null without one. */
  perfil_publicado: boolean | null;
  /** The profession of the candidate of the session; null without one. */
  minha_profissao: string | null;
}

interface Statement {
  name: string;
  where: string;
  values: unknown[];
}

function publicWhere(filter: PublicFilter): Statement {
  const values: unknown[] = [];
  const where = [`v.status = 'aberta'`, 'v.expira_em > now()', ACTIVE_CLINIC];
  const name: string[] = [];
  const oneOf = (column: string, list: string[], key: string) => {
    if (list.length === 0) return;
    values.push(list.length === 1 ? list[0] : textArray(list));
    where.push(
      list.length === 1 ? `${column} = $${values.length}` : `${column} = any($${values.length}::text[])`,
    );
    name.push(list.length === 1 ? key : `${key}s`);
  };
  oneOf('v.tipo_profissao', filter.tiposProfissao, 'p');
  oneOf('v.estado', filter.estados, 'e');
  oneOf('v.tipo_contrato', filter.tiposContrato, 't');
  if (filter.cidade) {
    values.push(filter.cidade);
    where.push(`lower(v.cidade) = lower($${values.length}::text)`);
    name.push('c');
  }
  if (filter.q) {
    values.push(filter.q);
    where.push(`${SEARCH_DOCUMENT} @@ websearch_to_tsquery('portuguese', $${values.length}::text)`);
    name.push('q');
  }
  if (filter.verificadas) {
    where.push('c.verificada_em is not null');
    name.push('v');
  }
  return { name: name.join('_') || 'all', where: where.join(' and '), values };
}

export async function countPublic(database: Database, filter: PublicFilter): Promise<number> {
  const s = publicWhere(filter);
  const [row] = await database.prepared<{ total: number }>(
    `vaga_count_${s.name}`,
    `select count(*)::int as total from ${WITH_CLINIC} where ${s.where}`,
    s.values,
  );
  return Number(row?.total ?? 0);
}

export function findPublicPage(
  database: Database,
  filter: PublicFilter,
  limit: number,
  offset: number,
): Promise<VagaCardRow[]> {
  const s = publicWhere(filter);
  const n = s.values.length;
  return database.prepared<VagaCardRow & Record<string, unknown>>(
    `vaga_page_${s.name}`,
    `select ${CARD_COLUMNS} from ${WITH_CLINIC}
     where ${s.where}
     order by v.publicada_em desc nulls last, v.id desc nulls last
     limit $${n + 1}::int offset $${n + 2}::int`,
    [...s.values, limit, offset],
  );
}

/**
 * One posting with its clinic, whatever its status (none while the clinic is suspended), and the application and publication of
 * `candidateId` (0: none).
 */
export async function findDetail(
  database: Database,
  id: number,
  candidateId: number,
): Promise<VagaDetailRow | null> {
  const [row] = await database.prepared<VagaDetailRow & Record<string, unknown>>(
    'vaga_detail',
    `select ${CARD_COLUMNS}, v.descricao, v.equipamentos, v.softwares, v.registro_obrigatorio,
       v.beneficios, v.status, v.encerrada_em, v.expira_em <= now() as expirada,
       a.id as candidatura_id, a.status as candidatura_status, a.recebida_em, a.em_analise_em,
       a.entrevista_em, a.contratada_em, a.nao_selecionada_em, a.retirada_em,
       (select p.published_at is not null from candidatos p where p.usuario_id = $2::int) as perfil_publicado,
       (select p.tipo_profissao from candidatos p where p.usuario_id = $2::int) as minha_profissao,
       v.mostrar_endereco, ic.rua as clinica_rua, ic.numero as clinica_numero, ic.bairro as clinica_bairro,
       ic.cidade as clinica_cidade, ic.estado as clinica_estado, ic.cep as clinica_cep
     from ${WITH_CLINIC}
     left join infos_clinica ic on ic.usuario_clinica_id = v.clinica_id
     left join candidaturas a on a.vaga_id = v.id and a.candidato_id = $2::int
     where v.id = $1::int and ${ACTIVE_CLINIC}`,
    [id, candidateId],
  );
  return row ?? null;
}

export async function insertVaga(db: Executor, values: NewVaga): Promise<number> {
  const [row] = await db.insert(vagas).values(values).returning({ id: vagas.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The fields the policy needs, or null. */
export async function findAccess(db: Executor, id: number) {
  const [row] = await db
    .select({ id: vagas.id, clinica_id: vagas.clinica_id, status: vagas.status, expira_em: vagas.expira_em })
    .from(vagas)
    .where(eq(vagas.id, id))
    .limit(1);
  return row ?? null;
}

export async function updateVaga(db: Executor, id: number, values: Partial<NewVaga>): Promise<void> {
  await db.update(vagas).set(values).where(eq(vagas.id, id));
}

// --- The clinic's own postings ---

export interface OwnVagaRow extends VagaDetailRow {
  counts: Record<string, number>;
}

export async function findOwnPage(db: Executor, clinicId: number, limit: number, offset: number) {
  const result = await db.execute(sql`
    select v.*, v.expira_em <= now() as expirada, k.counts
    from vagas v
    left join lateral (
      select jsonb_build_object(
        'total', count(*),
        'recebida', count(*) filter (where a.status = 'recebida'),
        'em_analise', count(*) filter (where a.status = 'em_analise'),
        'entrevista', count(*) filter (where a.status = 'entrevista'),
        'contratada', count(*) filter (where a.status = 'contratada'),
        'nao_selecionada', count(*) filter (where a.status = 'nao_selecionada'),
        'retirada', count(*) filter (where a.status = 'retirada')) as counts
      from candidaturas a where a.vaga_id = v.id
    ) k on true
    where v.clinica_id = ${clinicId}
    order by v.publicada_em desc, v.id desc
    limit ${limit} offset ${offset}`);
  return (result as unknown as { rows: (OwnVagaRow & Record<string, unknown>)[] }).rows;
}

export async function countOwn(db: Executor, clinicId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(vagas).where(eq(vagas.clinica_id, clinicId));
  return Number(row?.total ?? 0);
}

// --- sitemap and export ---

/** Every open, unexpired posting of an active clinic: id and last change, newest first (at most `limit`). */
const OPEN_FOR_SITEMAP = and(
  eq(vagas.status, 'aberta'),
  sql`${vagas.expira_em} > now()`,
  isNull(clinicas.suspenso_em),
);

/** The open postings from the `offset`-th on, oldest first (new ones go to the last sitemap). */
export function listOpenForSitemap(db: Executor, limit: number, offset = 0) {
  return db
    .select({ id: vagas.id, updated_at: vagas.updated_at })
    .from(vagas)
    .innerJoin(clinicas, eq(clinicas.usuario_id, vagas.clinica_id))
    .where(OPEN_FOR_SITEMAP)
    .orderBy(vagas.id)
    .limit(limit)
    .offset(offset);
}

export async function countOpenForSitemap(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vagas)
    .innerJoin(clinicas, eq(clinicas.usuario_id, vagas.clinica_id))
    .where(OPEN_FOR_SITEMAP);
  return row?.n ?? 0;
}

/**
 * The storage key of a clinic's photo, when the clinic (not suspended) has an open posting: the
 * postings' pages show it as the hiring organisation's logo. Null otherwise.
 */
export async function findPublicClinicPhoto(db: Executor, clinicaId: number): Promise<string | null> {
  const result = await db.execute(sql`
    select ${sql.raw(CLINIC_PHOTO)} as foto_key
    from ${sql.raw(WITH_CLINIC)}
    where v.clinica_id = ${clinicaId} and v.status = 'aberta' and v.expira_em > now() and ${sql.raw(ACTIVE_CLINIC)}
    limit 1`);
  return rowsOf<{ foto_key: string | null }>(result)[0]?.foto_key ?? null;
}

// --- job alerts (modules/job-alerts): the same filter as the public list ---

export interface AlertMatchRow {
  id: number;
  titulo: string;
  cidade: string;
  estado: string;
  nome_fantasia: string;
}

/**
 * The open postings the public list shows for `filter` (the very WHERE of GET /vagas) among the
 * postings `ids`, or published in (`after`, `until`]; newest first, at most `limit`.
 */
export function findAlertMatches(
  database: Database,
  filter: PublicFilter,
  among: { ids: number[] } | { after: Date; until: Date },
  limit: number,
): Promise<AlertMatchRow[]> {
  const s = publicWhere(filter);
  const n = s.values.length;
  const byIds = 'ids' in among;
  const where = byIds
    ? `v.id = any($${n + 1}::int[])`
    : `v.publicada_em > $${n + 1}::timestamptz and v.publicada_em <= $${n + 2}::timestamptz`;
  const values = byIds
    ? [`{${among.ids.join(',')}}`]
    : [among.after.toISOString(), among.until.toISOString()];
  return database.prepared<AlertMatchRow & Record<string, unknown>>(
    `vaga_alert_${byIds ? 'ids' : 'since'}_${s.name}`,
    `select v.id, v.titulo, v.cidade, v.estado, c.nome_fantasia from ${WITH_CLINIC}
     where ${s.where} and ${where}
     order by v.publicada_em desc, v.id desc
     limit $${n + values.length + 1}::int`,
    [...s.values, ...values, limit],
  );
}
