// Builds the benchmark's rows as SQL VALUES lists: one published candidate with every nested
// record (user, candidate, address, formações, experiências, professional record, photo, views).
// Deterministic: the same index always gives the same candidate.
import {
  COMPUTER_LEVEL_VALUES,
  DENTAL_INSURERS,
  RADIOLOGIST_2D_EXAMS,
  RADIOLOGIST_3D_EXAMS,
  RADIOLOGIST_3D_SOFTWARE,
  RADIOLOGIST_PLATFORMS,
  RECEPTIONIST_PLATFORMS,
  recordOfProfession,
  TECHNOLOGIST_2D_BRANDS,
  TECHNOLOGIST_3D_BRANDS,
  TECHNOLOGIST_PLATFORMS,
  TECHNOLOGIST_SCANNER_BRANDS,
} from '@app/shared';
import { cnpjOf, cpfOf } from '@app/shared/testing';
import {
  COURSES,
  DISTRICTS,
  DURATIONS,
  FIRST_NAMES,
  JOBS,
  PROFESSION_WEIGHTS,
  SCHOOLS,
  STATES_SEED,
  STREETS,
  SURNAMES,
} from './seed-data';

export const BENCH_EMAIL_DOMAIN = 'bench.exemplo.com.br';

/** mulberry32: a small seeded generator, so every run seeds the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const one = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
function some<T>(rng: Rng, list: readonly T[], min: number, max: number): T[] {
  const pool = [...list];
  const n = Math.min(pool.length, int(rng, min, max));
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0] as T);
  return out;
}
function weighted<T>(rng: Rng, entries: [T, number][]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let x = rng() * total;
  for (const [value, w] of entries) {
    x -= w;
    if (x < 0) return value;
  }
  return (entries[entries.length - 1] as [T, number])[0];
}

/** SQL literals. */
export const q = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);
const arr = (values: readonly string[]) =>
  values.length === 0 ? `'{}'::text[]` : `array[${values.map(q).join(',')}]::text[]`;
const bool = (value: boolean) => (value ? 'true' : 'false');
const ts = (date: Date) => q(date.toISOString());

/** Valid CPFs and CNPJs, unique for each n (the generator the tests use too). */
export { cnpjOf, cpfOf };

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');

const DAY_MS = 86_400_000;

export interface Rows {
  usuarios: string[];
  candidatos: string[];
  enderecos: string[];
  formacoes: string[];
  experiencias: string[];
  radiologistas: string[];
  tecnicos: string[];
  recepcionistas: string[];
  arquivos: string[];
  visualizacoes: string[];
}

export const emptyRows = (): Rows => ({
  usuarios: [],
  candidatos: [],
  enderecos: [],
  formacoes: [],
  experiencias: [],
  radiologistas: [],
  tecnicos: [],
  recepcionistas: [],
  arquivos: [],
  visualizacoes: [],
});

/** Candidate number `n` (user id `id`), published `n` × 5 minutes after `start`. */
export function candidateRows(rows: Rows, n: number, id: number, start: Date, clinicIds: number[]): void {
  const rng = random(n + 1);
  const first = one(rng, FIRST_NAMES);
  const nome = `${first} ${one(rng, SURNAMES)} ${one(rng, SURNAMES)}`;
  const profession = weighted(rng, PROFESSION_WEIGHTS);
  const state = weighted(
    rng,
    STATES_SEED.map((s) => [s, s.weight]),
  );
  const published = new Date(start.getTime() + n * 300_000 + int(rng, 0, 299_000));
  const registered = new Date(published.getTime() - int(rng, 1, 60) * DAY_MS);
  const birth = `${int(rng, 1965, 2004)}-${String(int(rng, 1, 12)).padStart(2, '0')}-${String(int(rng, 1, 28)).padStart(2, '0')}`;
  const telefone = `${state.ddd}9${String(int(rng, 10_000_000, 99_999_999))}`;
  const email = `${ascii(nome)}.${n}@${BENCH_EMAIL_DOMAIN}`;

  rows.usuarios.push(`(${id},'candidato',${q(email)},${ts(registered)})`);
  rows.candidatos.push(
    `(${id},${q(nome)},'${cpfOf(n)}','${telefone}','${birth}',${q(profession)},${ts(registered)},${ts(published)},${ts(published)},'2025-06')`,
  );
  const cep = `${state.cep}${String(int(rng, 0, 999)).padStart(3, '0')}-${String(int(rng, 0, 999)).padStart(3, '0')}`;
  rows.enderecos.push(
    `(${id},'${state.uf}',${q(cep)},${q(one(rng, state.cities))},${q(one(rng, STREETS))},'${int(rng, 1, 3000)}',${q(rng() < 0.3 ? `Apto ${int(rng, 11, 184)}` : '')},${q(one(rng, DISTRICTS))},${bool(rng() < 0.4)})`,
  );

  const kind = recordOfProfession(profession);
  const group = kind === 'tecnico' ? 'technician' : profession;
  for (const [nivel, curso] of some(rng, COURSES[group] ?? [], 1, 2))
    rows.formacoes.push(`(${id},${q(nivel)},${q(curso)},${q(one(rng, SCHOOLS))},${int(rng, 1990, 2024)})`);
  for (const [cargo, descricao] of some(rng, JOBS[group] ?? [], 1, 3))
    rows.experiencias.push(`(${id},${q(cargo)},${q(one(rng, DURATIONS))},${q(descricao)})`);

  const level = q(one(rng, COMPUTER_LEVEL_VALUES));
  const yes = () => bool(rng() < 0.6);
  if (kind === 'radiologista')
    rows.radiologistas.push(
      `(${id},${bool(rng() < 0.85)},${yes()},${yes()},${arr(some(rng, RADIOLOGIST_2D_EXAMS, 2, 6))},${arr(some(rng, RADIOLOGIST_3D_EXAMS, 2, 8))},${arr(some(rng, RADIOLOGIST_3D_SOFTWARE, 1, 4))},${arr(some(rng, RADIOLOGIST_PLATFORMS, 0, 2))},${arr(rng() < 0.5 ? ['Tomografia computadorizada de feixe cônico'] : [])},${level})`,
    );
  else if (kind === 'tecnico')
    rows.tecnicos.push(
      `(${id},${arr(some(rng, TECHNOLOGIST_PLATFORMS.slice(0, -1), 0, 2))},${yes()},${yes()},${yes()},${yes()},${yes()},${yes()},${yes()},${arr(some(rng, TECHNOLOGIST_SCANNER_BRANDS, 0, 3))},${arr(some(rng, TECHNOLOGIST_3D_BRANDS, 0, 3))},${arr(some(rng, TECHNOLOGIST_2D_BRANDS, 1, 3))},${level})`,
    );
  else
    rows.recepcionistas.push(
      `(${id},${arr(some(rng, RECEPTIONIST_PLATFORMS, 1, 3))},${yes()},${yes()},${yes()},${arr(some(rng, DENTAL_INSURERS.slice(0, -1), 0, 4))},${level})`,
    );

  if (rng() < 0.7)
    rows.arquivos.push(
      `(${id},'photo','photo/${id}/bench-${n}.jpg','foto.jpg','image/jpeg',${int(rng, 40_000, 400_000)})`,
    );
  if (rng() < 0.5 && clinicIds.length > 0) {
    for (const clinicId of some(rng, clinicIds, 1, 6)) {
      const from = Math.max(published.getTime(), Date.now() - 60 * DAY_MS);
      const day = new Date(Math.min(Date.now(), from + int(rng, 0, 5) * DAY_MS));
      rows.visualizacoes.push(`(${id},${clinicId},'${day.toISOString().slice(0, 10)}')`);
    }
  }
}

/** The INSERT statements of a batch (tables in foreign-key order). */
export function insertStatements(rows: Rows): string[] {
  const statements: [string, string, string[]][] = [
    ['usuarios', '(id, tipo_usuario, email, created_at)', rows.usuarios],
    [
      'candidatos',
      '(usuario_id, nome, cpf, telefone, data_nascimento, tipo_profissao, data_cadastro, published_at, consent_at, consent_version)',
      rows.candidatos,
    ],
    [
      'enderecos_candidato',
      '(usuario_candidato_id, estado, cep, cidade, logradouro, numero, complemento, bairro, deseja_atuar_fora)',
      rows.enderecos,
    ],
    [
      'formacoes',
      '(usuario_candidato_id, nivel_escolaridade, curso, instituicao, ano_conclusao)',
      rows.formacoes,
    ],
    ['experiencias', '(usuario_candidato_id, cargo, tempo_experiencia, descricao)', rows.experiencias],
    [
      'radiologistas',
      '(usuario_candidato_id, titulo_registrado_cro, trabalha_com_2d, trabalha_com_3d, tipo_exame_2d, tipo_exame_3d, softwares_3d, plataformas_gestao_clinicas, cursos_atualizacao_radiologia, nivel_informatica)',
      rows.radiologistas,
    ],
    [
      'tecnicos',
      '(usuario_candidato_id, plataforma_gestao, experiencia_escaneamento, trabalhou_em_clinica, experiencia_moldagem, experiencia_esterilizacao, experiencia_scanner_intraoral, experiencia_3d, experiencia_2d, equipamentos_scanner, equipamentos_3d, equipamentos_2d, nivel_informatica)',
      rows.tecnicos,
    ],
    [
      'recepcionistas',
      '(usuario_candidato_id, plataformas_experiencia, trabalhou_em_clinica, trabalhou_em_clinica_radiologia, experiencia_convenios, experiencia_quais_convenios, nivel_informatica)',
      rows.recepcionistas,
    ],
    ['arquivos', '(usuario_id, kind, storage_key, original_name, mime, size)', rows.arquivos],
    ['visualizacoes', '(candidato_id, clinica_id, dia)', rows.visualizacoes],
  ];
  return statements
    .filter(([, , values]) => values.length > 0)
    .map(
      ([table, columns, values]) =>
        `insert into ${table} ${columns}${table === 'usuarios' ? ' overriding system value' : ''} values ${values.join(',')}`,
    );
}
