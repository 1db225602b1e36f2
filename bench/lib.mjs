// What `npm run bench` (run.mjs) and `npm run bench:compare` (compare.mjs) share: the cases, a
// clinic session, waiting for a server and one autocannon measurement.
import { cnpjOf } from '@app/shared/testing';
import autocannon from 'autocannon';

const list = '/api/v1/usuario_candidato/full';

/**
 * What every measured server runs with besides its port and data: quiet logs, and no availability
 * question due (the seeded candidates were published up to two years ago, so with the default 90
 * days the sweep would ask tens of thousands of them by e-mail during the run — job rows, mails
 * and database writes that are not the request being measured).
 */
export const SERVER_ENV = { LOG_LEVEL: 'warn', AVAILABILITY_DAYS: '3650' };

/** Every case; the hello world is the baseline of each run (names keep their prefixes). */
export const CASES = [
  { name: 'hello world (GET /api/v1/ping)', path: '/api/v1/ping', hello: true },
  { name: 'list: no filter', path: `${list}?page=1&size=50` },
  { name: 'list: profession and state', path: `${list}?tipos_profissao=TSB&estados=SP&page=1&size=50` },
  { name: 'list: equipment', path: `${list}?equipamentos=Vatech&page=1&size=50` },
  { name: 'list: page 50', path: `${list}?page=50&size=50` },
  // Job postings: public, no session.
  { name: 'vagas: no filter', path: '/api/v1/vagas', public: true },
  { name: 'vagas: profession and state', path: '/api/v1/vagas?tipos_profissao=TSB&estados=SP', public: true },
  { name: 'vagas: one posting', path: '/api/v1/vagas/{id}', public: true },
  // The server-rendered pages (HTML, as a crawler or a first visit gets them; cached a few seconds).
  { name: 'vagas: HTML of one posting', path: '/vagas/{id}', public: true, html: true },
  {
    name: 'vagas: HTML of profession and state',
    path: '/vagas?tipos_profissao=TSB&estados=SP',
    public: true,
    html: true,
  },
];

/** The cases BENCH_ONLY selects (by the start of their name; the baseline always). */
export const selectedCases = (only = process.env.BENCH_ONLY) =>
  CASES.map((c) => ({ ...c })).filter(
    (c) =>
      !only || c.hello || c.name.startsWith(only) || (only === 'workers' && c.name === 'list: no filter'),
  );

export async function waitForHealth(base, tries = 900) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${base} did not start`);
}

export async function call(base, method, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

let clinics = 0;
/** A clinic session for the Authorization header (a new benchmark clinic each time). */
export async function clinicToken(base) {
  const stamp = Date.now() * 10 + (clinics++ % 10);
  const email = `bench.clinica.${stamp}@bench.exemplo.com.br`;
  const senha = 'bench-senha-forte-123';
  await call(base, 'POST', '/api/v1/usuario_clinica', {
    nome_fantasia: 'Clínica Benchmark',
    cnpj: cnpjOf(stamp % 90_000_000),
    telefone: '11333344445',
    email,
    senha,
  });
  return (await call(base, 'POST', '/api/v1/usuarios/login', { email, senha })).access_token;
}

/** Tries again for up to 15 s (the server may still be shedding the previous case's load). */
export async function retry(fn) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 15) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** The case's concrete path (a posting's id filled in) and its name with the page's size. */
export async function prepareCase(base, c, headers) {
  const caseHeaders = c.html ? { accept: 'text/html' } : c.hello || c.public ? {} : headers;
  let path = c.path;
  let name = c.name;
  if (path.includes('{id}')) {
    const newest = await retry(() => call(base, 'GET', '/api/v1/vagas?size=1'));
    path = path.replace('{id}', String(newest.items[0].id));
  }
  if (!c.hello && !c.html) {
    const page = await retry(() => call(base, 'GET', path, undefined, caseHeaders));
    if (page.items) name += ` (${page.items.length} of ${page.total})`;
  }
  if (c.html) {
    // A server without its web app's SSR bundle answers the empty shell: not the page to measure.
    const html = await (await fetch(`${base}${path}`, { headers: caseHeaders })).text();
    if (!html.includes('id="dados-da-pagina"'))
      throw new Error(`${base}${path} is not a server-rendered page (is the web app built there?)`);
  }
  return { ...c, name, path, headers: caseHeaders };
}

/** One autocannon run: {rps, p50, p99, errors}. */
export async function measure(url, headers, seconds, connections) {
  const r = await autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}
