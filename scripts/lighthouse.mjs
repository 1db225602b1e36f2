#!/usr/bin/env node
// `npm run lighthouse`: audits the built app as `npm start` serves it (free port, fresh DATA_DIR)
// with Lighthouse 12 on the system Chromium (CHROME_PATH, default /usr/bin/chromium), mobile
// preset, and prints the performance, accessibility, best-practices and SEO scores of each page,
// the failing audits and the load average of the machine (scores are CPU-sensitive). Each page is
// audited LIGHTHOUSE_RUNS times (default 3) and the median run is reported, as Lighthouse's own
// guidance on variability recommends; the range of the performance scores is printed beside it.
// The median reports go to test-results/lighthouse/. Exits with 1 when a page misses a target.
// A clinic and an open posting are created first through the API, so that /vagas lists one and
// '/vagas/{id}' (the placeholder takes the posting's id) is a real job page.
// Usage: [LIGHTHOUSE_RUNS=5] npm run lighthouse [-- /path …]
//        (default: /home /servicos /quemsomos /vagas /vagas/{id})
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCNPJ } from '@brazilian-utils/brazilian-utils';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/home', '/servicos', '/quemsomos', '/vagas', '/vagas/{id}'];
const RUNS = Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10);
if (!(RUNS >= 1 && RUNS <= 15)) throw new Error('LIGHTHOUSE_RUNS must be a whole number from 1 to 15');
const CATEGORIES = [
  { id: 'performance', label: 'Performance', target: 95 },
  { id: 'accessibility', label: 'Accessibility', target: 100 },
  { id: 'best-practices', label: 'Best practices', target: 95 },
  { id: 'seo', label: 'SEO', target: 100 },
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/v1/health in time`);
}

/** A clinic signed up and in, and one open posting of it, as a clinic publishes it: its id. */
async function seedPosting(baseUrl) {
  const post = async (path, body, token) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const clinic = {
    nome_fantasia: 'Clínica Imagem Odonto Centro',
    cnpj: generateCNPJ(),
    telefone: '11987654321',
    email: `lighthouse-${Date.now()}@exemplo.com.br`,
    senha: 'senha-forte-lighthouse',
  };
  await post('/usuario_clinica/', clinic);
  const { access_token: token } = await post('/api/v1/usuarios/login', {
    email: clinic.email,
    senha: clinic.senha,
  });
  const vaga = await post(
    '/api/v1/vagas',
    {
      titulo: 'Técnico em radiologia odontológica',
      tipo_profissao: 'TSB',
      descricao:
        'Realização de radiografias periapicais, panorâmicas e tomografias. Atendimento ao paciente e organização da sala de exames.',
      estado: 'SP',
      cidade: 'Campinas',
      tipo_contrato: 'CLT',
      jornada: 'Integral',
      salario_min: 3000,
      salario_max: 4000,
      mostrar_salario: true,
      equipamentos: [],
      softwares: [],
      registro_obrigatorio: true,
      beneficios: ['Vale-transporte', 'Vale-refeição'],
    },
    token,
  );
  return vaga.id;
}

/** The audits of a category that lost points (or, unweighted, flag a problem): id, score, title. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && typeof audit.score === 'number')
    .filter(({ audit }) => !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode))
    .filter(({ ref, audit }) => audit.score < (ref.weight > 0 ? 1 : 0.9))
    .map(({ audit }) => audit);
}

/** One Lighthouse run; a failed trace recording (NO_NAVSTART, NO_FCP …) is retried twice. */
async function audit(url, chromePort) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((c) => c.id),
    });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (!error) return result;
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.warn(`${url}: ${error.code}, running Lighthouse again`);
  }
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'rx-lighthouse-'));
const reportDir = join(root, 'test-results', 'lighthouse');
mkdirSync(reportDir, { recursive: true });

const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

let chrome;
let missed = false;
try {
  await waitForHealth(baseUrl, server);
  const vagaId = paths.some((path) => path.includes('{id}')) ? await seedPosting(baseUrl) : 0;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  for (const path of paths.map((p) => p.replace('{id}', String(vagaId)))) {
    const results = [];
    for (let run = 0; run < RUNS; run++) results.push(await audit(`${baseUrl}${path}`, chrome.port));
    const lhr = computeMedianRun(results.map((r) => r.lhr));
    const result = results.find((r) => r.lhr === lhr);
    writeFileSync(
      join(reportDir, `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}.json`),
      result.report,
    );
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c.id].score ?? 0) * 100));
    const performance = results.map((r) => Math.round(r.lhr.categories.performance.score * 100));
    const range = RUNS > 1 ? ` (performance of the ${RUNS} runs: ${performance.join(', ')})` : '';
    rows.push({ path, scores });
    const failing = CATEGORIES.flatMap((c) =>
      failingAudits(lhr, c.id).map((a) => `    [${c.id}] ${a.id} (${a.score.toFixed(2)}): ${a.title}`),
    );
    console.log(`${path}: ${scores.join(' / ')}${range}${failing.length ? `\n${failing.join('\n')}` : ''}`);
    if (CATEGORIES.some((c, i) => scores[i] < c.target)) missed = true;
  }

  const [one, five] = loadavg();
  console.log(`\n| Page | ${CATEGORIES.map((c) => c.label).join(' | ')} |`);
  console.log(`|---|${CATEGORIES.map(() => '---:').join('|')}|`);
  for (const { path, scores } of rows) console.log(`| ${path} | ${scores.join(' | ')} |`);
  console.log(
    `\nTargets: ${CATEGORIES.map((c) => `${c.label} ≥ ${c.target}`).join(', ')}. ` +
      `Load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${cpus().length} CPUs; ` +
      `Lighthouse 12, mobile preset, simulated throttling; median of ${RUNS} run(s) per page.`,
  );
  if (missed) console.error('Some page missed a target (see the failing audits above).');
} finally {
  await chrome?.kill();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
