import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_BLOG_ADMIN } from './e2e/fixtures/admin';

// The browser tests run against the built app started as a user starts it (`npm start`), on a
// free port with a fresh DATA_DIR. The values are computed once, in the runner process, and
// inherited by the workers through the environment.
const probe =
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
const freePort = () => execFileSync(process.execPath, ['-e', probe]).toString().trim();
if (!process.env.E2E_PORT) process.env.E2E_PORT = freePort();
// The stand-in CEP provider (e2e/fixtures/cep-provider.mjs) the app looks addresses up from.
if (!process.env.E2E_CEP_PORT) process.env.E2E_CEP_PORT = freePort();
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'rx-e2e-'));

const port = process.env.E2E_PORT;
const cepPort = process.env.E2E_CEP_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const root = fileURLToPath(new URL('../..', import.meta.url));

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  // Generous: two browsers, the server and its database share the 2 cores of the CI machine, and
  // a prerendered page hydrates only after its first paint.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    launchOptions,
    trace: 'retain-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions },
    },
  ],
  webServer: [
    {
      command: 'node apps/web/e2e/fixtures/cep-provider.mjs',
      cwd: root,
      url: `http://127.0.0.1:${cepPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { CEP_PROVIDER_PORT: cepPort },
    },
    {
      // The administrators of e2e/admin.spec.ts and e2e/blog.spec.ts (each sets its own password), created with the real CLI before the server opens
      // the database (only one process may open an embedded DATA_DIR); refused harmlessly when
      // E2E_DATA_DIR is reused. Its set-password link lands in DATA_DIR/outbox.
      command: `(npm run --silent admin:create -- --email ${E2E_ADMIN.email} --nome '${E2E_ADMIN.nome}' || true) && (npm run --silent admin:create -- --email ${E2E_BLOG_ADMIN.email} --nome '${E2E_BLOG_ADMIN.nome}' || true) && npm start`,
      cwd: root,
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // Every browser test signs in from 127.0.0.1: the per-IP login limit would trip.
        LOGIN_RATE_LIMIT_IP: '10000',
        // …and every one signs its accounts up from there too.
        SIGNUP_RATE_LIMIT_IP: '10000',
        // …and asks for proposals from there (CONTACT_RATE_LIMIT_IP, 10 an hour by default).
        CONTACT_RATE_LIMIT_IP: '10000',
        SITE_WHATSAPP: '5511912345678',
        SITE_EMAIL: 'contato@rxodonto.com.br',
        SITE_LEGAL_NAME: 'RX Odonto Consultoria e Treinamentos Ltda.',
        SITE_CNPJ: '12.345.678/0001-95',
        SITE_SOCIAL_URL: 'https://www.instagram.com/rxodonto',
        // The 'Conheça a RX Odonto' video is configured; the one of /servicos is not (poster only).
        SITE_VIDEO_URL: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        // Addresses come from the stand-in provider on loopback, never from the internet.
        CEP_LOOKUP_URL: `http://127.0.0.1:${cepPort}/ws/{cep}/json/`,
      },
    },
  ],
});
