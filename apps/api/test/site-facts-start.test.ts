// The start of the real server (src/main.ts bundled as for `npm start`) with the company facts of
// a fresh clone: it starts and warns once per placeholder, naming the variable to set; with
// REQUIRE_SITE_FACTS=true it refuses, listing what is missing, with a non-zero exit code.
// PGlite only: the point is the start, not the database.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate, usePostgres } from './helper';
import { buildServer, freePort, type ServerProcess, startServer } from './server-process';

let root: string;
let bundle: Awaited<ReturnType<typeof buildServer>> | undefined;
let env: Record<string, string>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (usePostgres()) return;
  bundle = await buildServer();
  root = mkdtempSync(join(tmpdir(), 'rx-site-facts-'));
  const dataDir = join(root, 'data');
  const web = join(root, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="pt-BR"><body></body></html>');
  // From the migrated template of the other tests: initdb in the child is slow on a busy machine.
  mkdirSync(dataDir);
  const seed = new PGlite(join(dataDir, 'db'), { loadDataDir: await pgliteTemplate() });
  await seed.waitReady;
  await seed.close();
  env = { DATA_DIR: dataDir, WEB_DIST_DIR: web };
}, 180_000);
afterAll(async () => {
  await server?.kill();
  bundle?.remove();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Runs the bundle to its end; answers its exit code and its output. */
function run(extra: Record<string, string>, port: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle?.entry ?? ''], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(usePostgres())('starting with placeholder site facts', () => {
  it('starts, and warns once per placeholder after the startup line, naming the variable to set', async () => {
    server = await startServer(bundle?.entry ?? '', env, root, 120_000);
    const res = await fetch(`${server.url}/api/v1/site`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { videos: unknown }).videos).toEqual({ about: null, services: null });
    const warnings = server.logs.filter((line) => String(line.msg).startsWith('site placeholder:'));
    expect(warnings.map((line) => line.level)).toEqual([40, 40, 40, 40, 40, 40, 40]);
    expect(warnings.map((line) => /; set (\w+)$/.exec(String(line.msg))?.[1])).toEqual([
      'SITE_WHATSAPP',
      'SITE_EMAIL',
      'SITE_LEGAL_NAME',
      'SITE_CNPJ',
      'SITE_SOCIAL_URL',
      'SITE_VIDEO_URL',
      'SITE_VIDEO_URL_SERVICOS',
    ]);
    const first = server.logs.findIndex((line) => String(line.msg).startsWith('RX Odonto is running'));
    expect(server.logs.indexOf(warnings[0] ?? {})).toBeGreaterThan(first);
    await server.kill();
    server = undefined;
  }, 150_000);

  it('with REQUIRE_SITE_FACTS=true, refuses to start, listing the placeholders, with exit code 1', async () => {
    const port = await freePort();
    const { code, output } = await run(
      { REQUIRE_SITE_FACTS: 'true', SITE_WHATSAPP: '5531988887777', SITE_SOCIAL_URL: 'https://x.example/rx' },
      port,
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'REQUIRE_SITE_FACTS=true: the company facts below are still placeholders; set them and start again:',
    );
    const listed = output.match(/^ {2}- (SITE_\w+):/gm)?.map((line) => line.slice(4, -1));
    expect(listed).toEqual(['SITE_EMAIL', 'SITE_LEGAL_NAME', 'SITE_CNPJ']);
    expect(output).not.toContain('RX Odonto is running');
    // Nothing listens on the port.
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
  }, 60_000);

  it('with REQUIRE_SITE_FACTS=true and a malformed SITE_VIDEO_URL, says which variable is wrong', async () => {
    const { code, output } = await run(
      { REQUIRE_SITE_FACTS: 'true', SITE_VIDEO_URL: 'https://www.youtube.com/watch?v=curto' },
      await freePort(),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'Invalid configuration:\n  - SITE_VIDEO_URL: must be a YouTube or Vimeo address',
    );
  }, 60_000);
});
