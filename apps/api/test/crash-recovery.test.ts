// A server killed with SIGKILL during an upload and during a publish, then restarted on the same
// DATA_DIR (PGlite on disk): the sweep at start leaves no temporary and no stored file without its
// row, every row has its file, and the candidate's published records are all of one publish or
// none (the publish is one transaction). The real server runs as a child process (src/main.ts
// bundled as for `npm start`) with ORPHAN_FILE_AGE_MINUTES=0, so a file a kill left a moment ago
// counts as old.
// PGlite only: the point is the embedded database and the files beside it.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatePayload } from './factories';
import { pgliteTemplate, usePostgres } from './helper';
import { filesUnder, type MultipartBody, multipart, PNG, sized } from './multipart';
import { buildServer, type LogLine, type ServerProcess, startServer } from './server-process';

let root: string;
let bundle: Awaited<ReturnType<typeof buildServer>> | undefined;
let dataDir: string;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (usePostgres()) return;
  bundle = await buildServer();
  root = mkdtempSync(join(tmpdir(), 'rx-crash-'));
  dataDir = join(root, 'data');
  const web = join(root, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="pt-BR"><body></body></html>');
  // The database starts from the migrated template of the other tests: initdb in the child would
  // take longer than everything else on a busy machine, and this test is about restarts.
  mkdirSync(dataDir);
  const seed = new PGlite(join(dataDir, 'db'), { loadDataDir: await pgliteTemplate() });
  await seed.waitReady;
  await seed.close();
  env = {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: web,
    ORPHAN_FILE_AGE_MINUTES: '0',
    LOGIN_RATE_LIMIT_IP: '100000',
  };
}, 180_000);
afterAll(async () => {
  await server?.kill();
  bundle?.remove();
  if (root) rmSync(root, { recursive: true, force: true });
});

const start = () => startServer(bundle?.entry ?? '', env, root, 120_000);

interface Candidate {
  id: number;
  headers: { authorization: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request with fetch; a 503 (the server sheds load on a saturated machine) is tried again. */
async function api(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${server?.url}${path}`, init);
    const text = await res.text();
    if (res.status !== 503 || attempt === 30)
      return { status: res.status, body: text, json: () => JSON.parse(text) };
    await sleep(500);
  }
}

const postJson = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });

async function signUp(): Promise<Candidate> {
  const payload = candidatePayload({ tipo_profissao: 'TSB' });
  const created = await postJson('/api/v1/usuario_candidato', payload);
  expect(created.status, created.body).toBe(201);
  const login = await postJson('/api/v1/usuarios/login', { email: payload.email, senha: payload.senha });
  expect(login.status, login.body).toBe(200);
  return { id: created.json().id, headers: { authorization: `Bearer ${login.json().access_token}` } };
}

const photoBody = (bytes: number): MultipartBody =>
  multipart([{ field: 'arquivo', filename: 'foto.png', contentType: 'image/png', data: sized(PNG, bytes) }]);
const photoPath = (c: Candidate) => `/api/v1/arquivos/perfil/candidato/${c.id}`;

/** The whole wizard, every part labelled with `label`: 20 formações, 30 experiências. */
const wizard = (label: string) => ({
  formacoes: Array.from({ length: 20 }, (_, i) => ({
    nivel_escolaridade: 'Técnico',
    curso: label,
    instituicao: `Escola ${i}`,
    ano_conclusao: String(2000 + i),
  })),
  experiencias: Array.from({ length: 30 }, (_, i) => ({
    cargo: label,
    tempo_experiencia: `${i + 1} anos`,
    descricao: 'Panorâmicas e tomografias. '.repeat(40),
  })),
  endereco: { estado: 'SP', cep: '01001-000', cidade: 'São Paulo', bairro: label },
  registro: { outros_conhecimentos: [label], nivel_informatica: 'Básico' },
  consentimento: true,
  versao_politica: '2025-06',
});

/**
 * Sends a request with node:http and answers its status, or 0 when the server died first. With
 * `partial`, only that many bytes of the body are written and the request stays open.
 */
function send(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  partial?: number,
): { written: Promise<void>; answer: Promise<number> } {
  let written = () => {};
  const writtenPromise = new Promise<void>((resolve) => {
    written = resolve;
  });
  const answer = new Promise<number>((resolve) => {
    const req = request(`${server?.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    req.on('error', () => resolve(0));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    if (partial === undefined) req.end(body, written);
    else req.write(body.subarray(0, partial), written);
  });
  return { written: writtenPromise, answer };
}

/** Polls `done` every 2 ms, for at most 10 s. */
async function waitFor(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(2);
  }
}

/** The server's log line of a publish request received (pino writes to a pipe synchronously). */
const isPublishStart = (line: LogLine) =>
  line.msg === 'incoming request' && String((line.req as { url?: string })?.url).endsWith('/publicar');

/** The storage key of the candidate's photo (from its signed link), or null. */
async function photoKey(c: Candidate): Promise<string | null> {
  const res = await api(photoPath(c), { headers: c.headers });
  if (res.status === 404) return null;
  expect(res.status, res.body).toBe(200);
  return new URL(res.json().url, server?.url).searchParams.get('key');
}

/** The labels found in each part of the candidate's profile: one label everywhere, or nothing. */
async function publishedLabels(c: Candidate) {
  const res = await api(`/api/v1/usuario_candidato/${c.id}/full`, { headers: c.headers });
  expect(res.status, res.body).toBe(200);
  const full = res.json();
  return {
    published: full.published_at !== null,
    formacoes: full.formacoes.map((f: { curso: string }) => f.curso),
    experiencias: full.experiencias.map((e: { cargo: string }) => e.cargo),
    bairro: full.endereco?.bairro ?? null,
    registro: full.registro?.data.outros_conhecimentos ?? null,
  };
}

describe.skipIf(usePostgres())('after a SIGKILL and a restart', () => {
  it('no temporary, no file without its row, no half-saved publish', async () => {
    server = await start();
    const ana = await signUp(); // uploads photos
    const bia = await signUp(); // publishes
    const first = photoBody(4_000);
    const uploaded = await api(photoPath(ana), {
      method: 'POST',
      headers: { ...ana.headers, ...first.headers },
      body: first.payload,
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    // How long a whole publish takes here, to aim the kills inside one.
    let started = Date.now();
    const body = Buffer.from(JSON.stringify(wizard('rodada 0')));
    const jsonHeaders = { ...bia.headers, 'content-type': 'application/json' };
    let answer = 0;
    for (let attempt = 0; attempt < 30 && answer !== 200; attempt++) {
      if (attempt > 0) await sleep(500);
      started = Date.now();
      answer = await send(`/api/v1/usuario_candidato/${bia.id}/publicar`, jsonHeaders, body).answer;
    }
    expect(answer).toBe(200);
    const publishMs = Date.now() - started;

    // The kill comes `delay` ms after the server has begun the publish (its request log line):
    // the delay is bisected around the moment the publish commits (the uploads slow it down), so
    // each round's kill lands closer to the transaction than the one before. The assertions hold
    // wherever it lands.
    let [early, late, delay] = [0, Number.POSITIVE_INFINITY, Math.round(publishMs / 2)];
    const outcomes: string[] = [];
    for (const round of [0, 1, 2]) {
      const label = `rodada ${round + 1}`;
      // A slow upload: half of a 1.5 MB photo sent, the rest never comes.
      const slow = photoBody(1_500_000);
      const slowUpload = send(
        photoPath(ana),
        { ...ana.headers, ...slow.headers },
        slow.payload,
        slow.payload.length / 2,
      );
      await slowUpload.written;
      const logMark = server.logs.length;
      const publish = send(
        `/api/v1/usuario_candidato/${bia.id}/publicar`,
        jsonHeaders,
        Buffer.from(JSON.stringify(wizard(label))),
      );
      await publish.written;
      // Whole uploads racing the publish and the kill: their bytes may be stored, their rows not yet.
      const racing = [1, 2].map(() => {
        const b = photoBody(300_000);
        return send(photoPath(ana), { ...ana.headers, ...b.headers }, b.payload).answer;
      });
      await waitFor(() => server?.logs.slice(logMark).some(isPublishStart) ?? false);
      await sleep(delay);
      await server.kill();
      outcomes.push(
        `${label} killed ${delay} ms after it began: publish ${await publish.answer}, uploads ${(await Promise.all(racing)).join('/')}`,
      );
      // Half a body is never accepted (0: killed while reading it; 503: refused on a saturated machine).
      expect(await slowUpload.answer).not.toBe(201);

      if (round === 0) {
        // What an older version's crash left: a temporary beside the stored files, one in tmp/ of
        // a dead process, and a stored photo with no row.
        const folder = join(dataDir, 'files', 'u', String(ana.id), 'photo');
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, `.${randomUUID()}.tmp`), PNG);
        writeFileSync(join(folder, `${randomUUID()}.png`), PNG);
        mkdirSync(join(dataDir, 'tmp'), { recursive: true });
        writeFileSync(join(dataDir, 'tmp', `999999999-${randomUUID()}.tmp`), PNG);
      }

      started = Date.now();
      server = await start();
      // Storage: nothing in tmp/, and the stored files are exactly those of the rows.
      const context = outcomes.join('; ');
      expect(filesUnder(join(dataDir, 'tmp')), context).toEqual([]);
      const key = await photoKey(ana);
      // The stored files (the storage's instance marker aside).
      const stored = filesUnder(join(dataDir, 'files')).filter((name) => name !== '.instance.json');
      expect(stored, context).toEqual(key ? [key] : []);
      expect(await photoKey(bia)).toBeNull();

      const swept = server.logs.find((line) => line.msg === 'storage swept');
      expect(swept, JSON.stringify(server.logs.slice(-5))).toBeDefined();
      if (round === 0) expect(Number(swept?.temporaries), JSON.stringify(swept)).toBeGreaterThanOrEqual(2);

      // The publish: every part from the same request (the one before, or this one).
      const labels = await publishedLabels(bia);
      expect(labels.published, context).toBe(true);
      const seen = new Set([...labels.formacoes, ...labels.experiencias, labels.bairro, ...labels.registro]);
      expect([...seen], context).toHaveLength(1);
      expect(labels.formacoes, context).toHaveLength(20);
      expect(labels.experiencias, context).toHaveLength(30);
      outcomes[round] += ` → ${[...seen][0]} (restart ${Date.now() - started} ms)`;
      // Too late when the publish had committed or had been answered (a 503 of a saturated machine).
      if (seen.has(label) || (await publish.answer) !== 0) late = delay;
      else early = delay;
      delay = Math.round(Number.isFinite(late) ? (early + late) / 2 : delay * 3);
    }
    // What each round ended with, for whoever reads a failure or the test's output.
    console.info(`crash-recovery: publish ${publishMs} ms; ${outcomes.join('; ')}`);
  }, 300_000);
});
