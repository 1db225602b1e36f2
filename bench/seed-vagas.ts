// The benchmark's job postings: BENCH_VAGAS open postings (default 20,000) spread over the seeded
// clinics, professions and states (weighted like the candidates), published over the last 50
// days and so still open for VAGA_DAYS = 60. Deterministic; reused when the count is right.
import {
  JORNADAS,
  RADIOLOGIST_3D_SOFTWARE,
  RECEPTIONIST_PLATFORMS,
  TECHNOLOGIST_2D_BRANDS,
  TECHNOLOGIST_3D_BRANDS,
  TIPOS_CONTRATO,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/plugins/db';
import { PROFESSION_WEIGHTS, STATES_SEED } from './seed-data';
import { q, random } from './seed-rows';

const DAY_MS = 86_400_000;
const BATCH = 1_000;

const TITLES: Record<string, string[]> = {
  'Dentista Radiologista': [
    'Dentista radiologista para laudos',
    'Radiologista odontológico',
    'Especialista em imaginologia',
  ],
  TSB: ['Técnico em saúde bucal', 'TSB para clínica de radiologia', 'TSB com experiência em tomografia'],
  ASB: ['Auxiliar de saúde bucal', 'ASB para atendimento e esterilização', 'ASB plantonista'],
  Tecnólogo: ['Tecnólogo em radiologia', 'Tecnólogo para tomografia odontológica'],
  Técnico: ['Técnico em radiologia odontológica', 'Técnico de raio-x panorâmico'],
  Recepcionista: ['Recepcionista de clínica odontológica', 'Recepcionista com experiência em convênios'],
};
const DESCRIPTIONS = [
  'Realizar exames panorâmicos, periapicais e tomografias computadorizadas de feixe cônico, com atendimento humanizado aos pacientes.',
  'Operar os equipamentos de imagem, organizar a agenda de exames e manter os protocolos de biossegurança e esterilização.',
  'Atuar no atendimento a pacientes e dentistas parceiros, preparar laudos e zelar pela qualidade das imagens.',
  'Ambiente colaborativo, treinamento contínuo em novos equipamentos e oportunidade de crescimento na rede de clínicas.',
];
const BENEFITS = [
  'Vale-transporte',
  'Vale-refeição',
  'Plano de saúde',
  'Plano odontológico',
  'Seguro de vida',
];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const some = <T>(rng: Rng, list: readonly T[], n: number): T[] =>
  [...list].sort(() => rng() - 0.5).slice(0, Math.floor(rng() * (n + 1)));
function weighted<T>(rng: Rng, entries: [T, number][]): T {
  let x = rng() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of entries) {
    x -= w;
    if (x < 0) return value;
  }
  return (entries[entries.length - 1] as [T, number])[0];
}
const arr = (values: readonly string[]) =>
  values.length === 0 ? `'{}'::text[]` : `array[${values.map(q).join(',')}]::text[]`;

/** Posting number `n`, of one of `clinicIds`. */
export function vagaRow(n: number, clinicIds: number[], now: number): string {
  const rng = random(1_000_000 + n);
  const profession = weighted(rng, PROFESSION_WEIGHTS);
  const state = weighted(
    rng,
    STATES_SEED.map((s) => [s, s.weight]),
  );
  const published = now - Math.floor(rng() * 50 * DAY_MS);
  const min = 1500 + Math.floor(rng() * 40) * 100;
  const tools =
    profession === 'Recepcionista'
      ? RECEPTIONIST_PLATFORMS
      : [...TECHNOLOGIST_2D_BRANDS, ...TECHNOLOGIST_3D_BRANDS];
  const software = profession === 'Dentista Radiologista' ? some(rng, RADIOLOGIST_3D_SOFTWARE, 2) : [];
  return `(${pick(rng, clinicIds)},${q(pick(rng, TITLES[profession] ?? ['Vaga']))},${q(profession)},${q(
    `${pick(rng, DESCRIPTIONS)} ${pick(rng, DESCRIPTIONS)}`,
  )},'${state.uf}',${q(pick(rng, state.cities))},${q(pick(rng, TIPOS_CONTRATO))},${q(pick(rng, JORNADAS))},${min * 100},${
    (min + 500 + Math.floor(rng() * 20) * 100) * 100
  },${rng() < 0.6},${arr(some(rng, tools.slice(0, -1), 3))},${arr(software)},${rng() < 0.4},${arr(
    some(rng, BENEFITS, 3),
  )},'${new Date(published).toISOString()}','${new Date(published + 60 * DAY_MS).toISOString()}')`;
}

const COLUMNS = `(clinica_id, titulo, tipo_profissao, descricao, estado, cidade, tipo_contrato, jornada,
  salario_min_centavos, salario_max_centavos, mostrar_salario, equipamentos, softwares,
  registro_obrigatorio, beneficios, publicada_em, expira_em)`;

export async function seedVagas(
  database: Database,
  count: number,
  clinicIds: number[],
  log: (m: string) => void,
) {
  const result = await database.db.execute(
    sql`select count(*)::int as n from vagas where status = 'aberta' and expira_em > now() + interval '10 days'`,
  );
  const open = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const all = await database.db.execute(sql`select count(*)::int as n from vagas`);
  if (open === count && Number((all as unknown as { rows: { n: number }[] }).rows[0]?.n) === count) {
    log(`${count} postings already there: reused`);
    return;
  }
  const started = Date.now();
  await database.db.execute(sql`truncate vagas restart identity cascade`);
  const now = Date.now();
  for (let from = 0; from < count; from += BATCH) {
    const values: string[] = [];
    for (let n = from; n < Math.min(count, from + BATCH); n++) values.push(vagaRow(n, clinicIds, now));
    await database.db.execute(sql.raw(`insert into vagas ${COLUMNS} values ${values.join(',')}`));
  }
  await database.db.execute(sql`vacuum analyze vagas`);
  log(`${count} open postings seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}
