// Test data and shortcuts for the account tests: valid CPFs and CNPJs, sign-up payloads,
// registering and logging in through the API, and reading the e-mail outbox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maskCnpj, maskCpf, randomCnpj as newCnpj, randomCpf as newCpf } from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { candidatos } from '../src/db/schema';
import { multipart, PNG } from './multipart';

let counter = 0;
const next = () => `${process.pid}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Valid CPFs and CNPJs (bare digits) and their masks: one generator for every test (@app/shared/testing). */
export { maskCnpj, maskCpf, newCnpj, newCpf };

export const newEmail = (prefix = 'pessoa') => `${prefix}.${next()}@exemplo.com.br`;

export const PASSWORD = 'senha-forte-123';

export function candidatePayload(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Maria da Silva',
    email: newEmail('maria'),
    telefone: '(11) 98765-4321',
    cpf: maskCpf(newCpf()),
    dataNascimento: '1990-05-17',
    tipo_profissao: 'TSB',
    senha: PASSWORD,
    ...overrides,
  };
}

export function clinicPayload(overrides: Record<string, unknown> = {}) {
  return {
    nome_fantasia: 'Clínica Sorriso',
    cnpj: maskCnpj(newCnpj()),
    telefone: '(21) 3333-4444',
    email: newEmail('clinica'),
    senha: PASSWORD,
    ...overrides,
  };
}

export async function registerCandidate(app: App, overrides: Record<string, unknown> = {}) {
  const payload = candidatePayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/v1/usuario_candidato', payload });
  expect(res.statusCode, res.body).toBe(201);
  return { payload, record: res.json() as { id: number; email: string; cpf: string } };
}

export async function registerClinic(app: App, overrides: Record<string, unknown> = {}) {
  const payload = clinicPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/v1/usuario_clinica', payload });
  expect(res.statusCode, res.body).toBe(201);
  return { payload, record: res.json() as { id: number; email: string; cnpj: string } };
}

/** Logs in and returns the access token (fails the test on any other answer). */
export async function loginToken(app: App, email: string, senha = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/usuarios/login', payload: { email, senha } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// --- The outbox (DATA_DIR/outbox/*.eml, written when SMTP_URL is unset) ---

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's header block, folded lines joined (read one with `mailHeader`). */
  head: string;
}

/** One header of an outbox message ('' when absent). */
export const mailHeader = (mail: OutboxMail, key: string) =>
  new RegExp(`^${key}: (.*)$`, 'mi').exec(mail.head.replace(/\r\n/g, '\n'))?.[1]?.trim() ?? '';

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=), as nodemailer writes them. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return '';
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, raw.indexOf('\r\n--', headerEnd));
  if (/quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(join(dir, name), 'utf8');
      const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n\s+/g, ' ');
      const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
      return {
        file: name,
        to: header('To'),
        subject: decodeHeader(header('Subject')),
        text: part(raw, 'text/plain'),
        html: part(raw, 'text/html'),
        head,
      };
    });
}

/**
 * Waits (messages are sent in the background) until the outbox holds `count` messages, or one
 * that `match` accepts; returns the whole outbox.
 */
export async function waitForOutbox(
  dataDir: string,
  until: number | ((mail: OutboxMail) => boolean),
  timeoutMs = 15_000,
): Promise<OutboxMail[]> {
  const done = (mails: OutboxMail[]) =>
    typeof until === 'number' ? mails.length >= until : mails.some(until);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dataDir);
    if (done(mails) || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Waits until the app's background e-mails are stored as jobs and its job queue has nothing due
 * or running (every e-mail asked for so far has been sent, or has failed for now).
 */
export async function waitForJobs(app: App, timeoutMs = 15_000): Promise<void> {
  await app.mailer.drain();
  await app.jobs.whenIdle(timeoutMs);
}

// --- Logged-in users for the tests of later modules ---

export interface TestUser {
  id: number;
  email: string;
  tipo_usuario: 'candidato' | 'clinica';
  token: string;
  /** `{ authorization: 'Bearer <token>' }`, for app.inject. */
  headers: { authorization: string };
  /** What was sent at sign-up (password included). */
  payload: Record<string, unknown>;
}

async function loggedIn(
  app: App,
  tipo_usuario: TestUser['tipo_usuario'],
  registered: { payload: Record<string, unknown>; record: { id: number; email: string } },
): Promise<TestUser> {
  const token = await loginToken(app, registered.record.email, String(registered.payload.senha));
  return {
    id: registered.record.id,
    email: registered.record.email,
    tipo_usuario,
    token,
    headers: bearer(token),
    payload: registered.payload,
  };
}

/** Registers a candidate (fields overridable) and logs them in. */
export async function createCandidate(app: App, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  return loggedIn(app, 'candidato', await registerCandidate(app, overrides));
}

/** Registers a clinic (fields overridable) and logs it in. */
export async function createClinic(app: App, overrides: Record<string, unknown> = {}): Promise<TestUser> {
  return loggedIn(app, 'clinica', await registerClinic(app, overrides));
}

// --- Published candidates (issue 6: the clinics' candidate list) ---

/** The wizard in one request, as the candidate sends it; `overrides` replaces whole parts. */
export function publishPayload(overrides: Record<string, unknown> = {}) {
  return {
    formacoes: [
      { nivel_escolaridade: 'Técnico', curso: 'Radiologia', instituicao: 'SENAC', ano_conclusao: '2018' },
    ],
    experiencias: [{ cargo: 'Técnico em radiologia', tempo_experiencia: '3 anos', descricao: 'Panorâmicas' }],
    endereco: { estado: 'SP', cep: '01001-000', cidade: 'São Paulo' },
    registro: {},
    consentimento: true,
    versao_politica: '2025-06',
    ...overrides,
  };
}

/** Publishes the candidate's profile through the API (fails the test on any other answer). */
export async function publishCandidate(
  app: App,
  candidate: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/usuario_candidato/${candidate.id}/publicar`,
    headers: candidate.headers,
    payload: publishPayload(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; published_at: string };
}

/**
 * Marks the candidate published with consent without replacing their records (publishing through
 * the API replaces them), for tests that build the records through their own routes.
 */
export async function markPublished(app: App, candidate: TestUser): Promise<void> {
  await app.db
    .update(candidatos)
    .set({ published_at: new Date(), consent_at: new Date(), consent_version: 'teste' })
    .where(eq(candidatos.usuario_id, candidate.id));
}

/** Uploads a PNG as the user's profile photo (candidate or clinic); answers the stored key. */
export async function uploadPhoto(app: App, user: TestUser, filename = 'foto.png'): Promise<string> {
  const body = multipart([{ field: 'arquivo', filename, contentType: 'image/png', data: PNG }]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/arquivos/perfil/${user.tipo_usuario}/${user.id}`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key as string;
}
