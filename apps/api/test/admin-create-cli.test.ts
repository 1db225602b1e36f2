// `npm run admin:create` as an operator runs it: a .env in the working directory, the embedded
// database in its DATA_DIR, no SMTP. The output says where the e-mail went and which address the
// link uses, never the link (it carries a live token); a missing --nome gets a clear message.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutbox } from './factories';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const cli = join(root, 'apps/api/src/cli/admin-create.ts');
const tsx = join(root, 'node_modules/.bin/tsx');
const dir = mkdtempSync(join(tmpdir(), 'rx-admin-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI's environment without the test runner's PUBLIC_URL, PORT, DATA_DIR … */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info' };
  return env;
}

async function adminCreate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [cli, ...args], {
      cwd: dir,
      env: cleanEnv(),
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run admin:create', () => {
  it('reads PUBLIC_URL from .env, names the outbox file and the address, and prints no link', async () => {
    writeFileSync(join(dir, '.env'), 'PUBLIC_URL=https://rx.exemplo.com.br\nPORT=4123\nDATA_DIR=./dados\n');
    const email = 'gestora.cli@exemplo.com.br';
    const { code, stdout, stderr } = await adminCreate(['--email', email, '--nome', 'Gestora CLI']);
    expect(code, stderr).toBe(0);
    const outbox = join(dir, 'dados', 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const text = readOutbox(join(dir, 'dados'))[0]?.text ?? '';
    expect(text).toContain('https://rx.exemplo.com.br/trocar_senha?token=');
    const token = /trocar_senha\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const out = stdout + stderr;
    expect(stdout).toContain(join(outbox, files[0] ?? ''));
    expect(stdout).toContain(
      'Endereço usado no link: https://rx.exemplo.com.br (PUBLIC_URL do arquivo .env)',
    );
    expect(out).not.toContain(token);
    expect(out).not.toContain('trocar_senha');
    expect(out).not.toContain(email.split('@')[0]);
  }, 120_000);

  it('without --nome says what is missing', async () => {
    const { code, stderr } = await adminCreate(['--email', 'x@exemplo.com.br']);
    expect(code).toBe(2);
    expect(stderr).toContain('Informe o nome do administrador (--nome).');
  });
});
