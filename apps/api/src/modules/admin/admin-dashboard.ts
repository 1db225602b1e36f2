// GET /api/v1/admin/resumo: the totals and, for the last 12 weeks (Monday to Sunday, Brasília
// time, the current one last), what was new each week. Two queries; generate_series makes the
// weeks, so a week without anything answers 0. Contract: packages/shared/src/contract/admin.ts.
import type { AdminResumo } from '@app/shared';
import { adminOperations as ops } from '@app/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/executor';
import { policy } from '../../plugins/access-policy';
import { mount } from '../../plugins/mount';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const LOCAL = (column: string) => sql.raw(`(${column} at time zone 'America/Sao_Paulo')`);
const WEEKS = 12;

/** How many rows of `table` fall in the week `w.inicio` by `column`. */
const weekly = (table: string, column: string) =>
  sql`(select count(*)::int from ${sql.raw(table)} x
    where ${LOCAL(`x.${column}`)} >= w.inicio and ${LOCAL(`x.${column}`)} < w.inicio + interval '1 week')`;

export async function dashboard(db: Executor): Promise<AdminResumo> {
  const [totals, weeks] = await Promise.all([
    db.execute(sql`select
      (select count(*)::int from candidatos) as candidatos,
      (select count(*)::int from candidatos where published_at is not null and suspenso_em is null) as candidatos_publicados,
      (select count(*)::int from clinicas) as clinicas,
      (select count(*)::int from clinicas where verificada_em is not null) as clinicas_verificadas,
      (select count(*)::int from vagas v join clinicas c on c.usuario_id = v.clinica_id
        where v.status = 'aberta' and v.expira_em > now() and c.suspenso_em is null) as vagas_abertas,
      (select count(*)::int from candidaturas) as candidaturas,
      (select count(*)::int from visualizacoes) as visualizacoes`),
    db.execute(sql`
      with weeks as (
        select generate_series(
          date_trunc('week', now() at time zone 'America/Sao_Paulo') - interval '${sql.raw(String(WEEKS - 1))} weeks',
          date_trunc('week', now() at time zone 'America/Sao_Paulo'),
          interval '1 week') as inicio
      )
      select to_char(w.inicio, 'YYYY-MM-DD') as inicio,
        ${weekly('candidatos', 'data_cadastro')} as candidatos,
        ${weekly('clinicas', 'data_cadastro')} as clinicas,
        ${weekly('vagas', 'created_at')} as vagas,
        ${weekly('candidaturas', 'recebida_em')} as candidaturas,
        ${weekly('contatos', 'created_at')} as contatos
      from weeks w order by w.inicio`),
  ]);
  const t = rowsOf<Record<string, number>>(totals)[0] ?? {};
  const n = (v: unknown) => Number(v ?? 0);
  return {
    totais: {
      candidatos: n(t.candidatos),
      candidatos_publicados: n(t.candidatos_publicados),
      clinicas: n(t.clinicas),
      clinicas_verificadas: n(t.clinicas_verificadas),
      vagas_abertas: n(t.vagas_abertas),
      candidaturas: n(t.candidaturas),
      visualizacoes: n(t.visualizacoes),
    },
    semanas: rowsOf<Record<string, unknown>>(weeks).map((w) => ({
      inicio: String(w.inicio),
      candidatos: n(w.candidatos),
      clinicas: n(w.clinicas),
      vagas: n(w.vagas),
      candidaturas: n(w.candidaturas),
      contatos: n(w.contatos),
    })),
  };
}

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  mount(app, ops.getAdminResumo, { onRequest: policy.admin }, () => dashboard(app.db));
};
