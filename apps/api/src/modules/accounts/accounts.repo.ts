// Queries of the accounts: usuarios with their candidatos or clinicas row.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import {
  administradores,
  type Candidato,
  type Clinica,
  candidatos,
  clinicas,
  type NewCandidato,
  type NewClinica,
  type NewUsuario,
  type TipoUsuario,
  type Usuario,
  usuarios,
} from '../../db/schema';

/** The columns of a user a login needs. */
export interface LoginUser {
  id: number;
  tipo_usuario: TipoUsuario;
  email: string;
  senha_hash: string | null;
  google_sub: string | null;
  /** Set while an administrator keeps the account suspended. */
  suspenso_em: Date | null;
}

const loginColumns = {
  id: usuarios.id,
  tipo_usuario: usuarios.tipo_usuario,
  email: usuarios.email,
  senha_hash: usuarios.senha_hash,
  google_sub: usuarios.google_sub,
  suspenso_em: usuarios.suspenso_em,
};

const emailMatches = (email: string) => sql`lower(${usuarios.email}) = lower(${email})`;

export async function findUserByEmail(db: Executor, email: string): Promise<LoginUser | null> {
  const [row] = await db.select(loginColumns).from(usuarios).where(emailMatches(email)).limit(1);
  return row ?? null;
}

/** The candidate's user with this CPF (11 digits). */
export async function findUserByCpf(db: Executor, cpf: string): Promise<LoginUser | null> {
  const [row] = await db
    .select(loginColumns)
    .from(candidatos)
    .innerJoin(usuarios, eq(usuarios.id, candidatos.usuario_id))
    .where(eq(candidatos.cpf, cpf))
    .limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: Executor, sub: string): Promise<LoginUser | null> {
  const [row] = await db.select(loginColumns).from(usuarios).where(eq(usuarios.google_sub, sub)).limit(1);
  return row ?? null;
}

export async function setGoogleSub(db: Executor, usuarioId: number, sub: string): Promise<void> {
  await db.update(usuarios).set({ google_sub: sub }).where(eq(usuarios.id, usuarioId));
}

export async function setPasswordHash(db: Executor, usuarioId: number, senhaHash: string): Promise<void> {
  await db.update(usuarios).set({ senha_hash: senhaHash }).where(eq(usuarios.id, usuarioId));
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(emailMatches(email)).limit(1);
  return Boolean(row);
}

export async function cpfTaken(db: Executor, cpf: string): Promise<boolean> {
  const [row] = await db
    .select({ id: candidatos.usuario_id })
    .from(candidatos)
    .where(eq(candidatos.cpf, cpf))
    .limit(1);
  return Boolean(row);
}

export async function cnpjTaken(db: Executor, cnpj: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clinicas.usuario_id })
    .from(clinicas)
    .where(eq(clinicas.cnpj, cnpj))
    .limit(1);
  return Boolean(row);
}

export async function insertUser(db: Executor, values: NewUsuario): Promise<Usuario> {
  const [row] = await db.insert(usuarios).values(values).returning();
  if (!row) throw new Error('insert into usuarios returned no row');
  return row;
}

export async function insertCandidate(db: Executor, values: NewCandidato): Promise<Candidato> {
  const [row] = await db.insert(candidatos).values(values).returning();
  if (!row) throw new Error('insert into candidatos returned no row');
  return row;
}

export async function insertClinic(db: Executor, values: NewClinica): Promise<Clinica> {
  const [row] = await db.insert(clinicas).values(values).returning();
  if (!row) throw new Error('insert into clinicas returned no row');
  return row;
}

/** What /usuarios/me shows: the user and the name of their candidate, clinic or administrator. */
export async function findProfileSummary(
  db: Executor,
  usuarioId: number,
): Promise<{
  id: number;
  tipo_usuario: TipoUsuario;
  email: string;
  nome: string | null;
  nome_fantasia: string | null;
} | null> {
  const [row] = await db
    .select({
      id: usuarios.id,
      tipo_usuario: usuarios.tipo_usuario,
      email: usuarios.email,
      nome: sql<string | null>`coalesce(${candidatos.nome}, ${administradores.nome})`,
      nome_fantasia: clinicas.nome_fantasia,
    })
    .from(usuarios)
    .leftJoin(candidatos, eq(candidatos.usuario_id, usuarios.id))
    .leftJoin(clinicas, eq(clinicas.usuario_id, usuarios.id))
    .leftJoin(administradores, eq(administradores.usuario_id, usuarios.id))
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return row ?? null;
}
