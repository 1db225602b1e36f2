// Administrators: created only by `npm run admin:create` (its function here), who set their
// password through the e-mailed single-use link, then sign in like everyone; every
// /api/v1/admin/* route is a 404 for anyone else.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../src/db/schema';
import { AdminCreateError, createAdministrator } from '../src/modules/admin/admin-accounts';
import { ADMIN_PASSWORD, adminCall, createAdmin, mailTo, site } from './admin-factories';
import {
  bearer,
  candidatePayload,
  createCandidate,
  createClinic,
  newEmail,
  type TestUser,
} from './factories';
import { createTestApp, type TestApp } from './helper';

const NOT_FOUND = { detail: 'Recurso não encontrado.', code: 'not_found' };
const ROUTES: ['GET' | 'POST' | 'PATCH', string, unknown?][] = [
  ['GET', '/usuarios'],
  ['GET', '/usuarios/1'],
  ['POST', '/usuarios/1/suspender', { motivo: 'Abuso' }],
  ['POST', '/usuarios/1/reativar'],
  ['POST', '/clinicas/1/verificar'],
  ['POST', '/clinicas/1/desverificar'],
  ['GET', '/contatos'],
  ['GET', '/contatos/1'],
  ['PATCH', '/contatos/1', { status: 'concluido' }],
  ['GET', '/resumo'],
  ['GET', '/auditoria'],
];

let t: TestApp;
let candidate: TestUser;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://rx.exemplo.com.br' } });
  candidate = await createCandidate(t.app);
  clinic = await createClinic(t.app);
});
afterAll(() => t?.close());

const login = (email: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/usuarios/login', payload: { email, senha } });

describe('npm run admin:create (createAdministrator)', () => {
  it('creates an administrator without a password, reachable only through the e-mailed link', async () => {
    const email = newEmail('gestora');
    const { id } = await createAdministrator(t.app.db, t.app.mailer, { email, nome: 'Gestora RX' }, site(t));
    const [row] = await t.app.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(row).toMatchObject({ tipo_usuario: 'admin', senha_hash: null });
    expect((await login(email, ADMIN_PASSWORD)).statusCode).toBe(401);

    const mail = await mailTo(t, email);
    expect(mail.subject).toBe('Seu acesso de administrador — RX Odonto');
    expect(mail.text).toContain('O link expira em 60 minutos e só pode ser usado uma vez.');
    // A full address to come back to, not a bare path; the link opens the administrator's page.
    expect(mail.text).toContain('Depois, entre sempre por https://rx.exemplo.com.br/login.');
    expect(mail.text).toMatch(/\/trocar_senha\?token=[A-Za-z0-9_-]{43}&convite=admin/);
    const token = /https:\/\/rx\.exemplo\.com\.br\/trocar_senha\?token=([A-Za-z0-9_-]{43})/.exec(
      mail.text,
    )?.[1] as string;
    expect(token).toBeDefined();
    const reset = (nova_senha: string) =>
      t.app.inject({ method: 'POST', url: '/auth_reset/reset-password', query: { token, nova_senha } });
    expect((await reset(ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await reset('Outra#Senha-Forte-99')).statusCode).toBe(400); // single use

    const res = await login(email, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usuarios/me',
      headers: bearer(res.json().access_token),
    });
    expect(me.json()).toEqual({ id, tipo_usuario: 'admin', email, nome: 'Gestora RX', nome_fantasia: null });
  });

  it('refuses an e-mail used by a candidate, a clinic or an administrator, whatever its case', async () => {
    const admin = await createAdmin(t);
    for (const email of [candidate.email.toUpperCase(), clinic.email, admin.email]) {
      await expect(
        createAdministrator(t.app.db, t.app.mailer, { email, nome: 'Intrusa' }, site(t)),
      ).rejects.toThrow(
        new AdminCreateError(
          'Este e-mail já pertence a uma conta (candidato, clínica ou administrador). Use outro e-mail.',
        ),
      );
    }
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usuarios)
      .where(eq(usuarios.tipo_usuario, 'admin'));
    expect(row?.n).toBe(2);
  });

  it('refuses a bad e-mail or a missing name', async () => {
    await expect(
      createAdministrator(t.app.db, t.app.mailer, { email: 'nao-e-email', nome: 'Ana' }, site(t)),
    ).rejects.toThrow('E-mail inválido.');
    await expect(
      createAdministrator(t.app.db, t.app.mailer, { email: newEmail('x'), nome: ' ' }, site(t)),
    ).rejects.toThrow('Informe o nome do administrador (--nome).');
    await expect(
      createAdministrator(
        t.app.db,
        t.app.mailer,
        { email: newEmail('x'), nome: 'Ana\r\nBcc: x@y.com' },
        site(t),
      ),
    ).rejects.toThrow('Use uma única linha');
  });

  it('cannot be obtained by signing up', async () => {
    const payload = { ...candidatePayload(), tipo_usuario: 'admin' };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/usuario_candidato', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().tipo_usuario).toBe('candidato');
  });
});

describe('/api/v1/admin/*', () => {
  it.each(ROUTES)('%s %s answers 404 to visitors, candidates and clinics', async (method, url, payload) => {
    for (const who of [undefined, candidate.headers, clinic.headers]) {
      const res = await adminCall(t.app, method, url, who, payload);
      expect(res.statusCode, `${method} ${url} ${who ? 'signed in' : 'visitor'}`).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('answers an administrator', async () => {
    const admin = await createAdmin(t);
    const res = await adminCall(t.app, 'GET', '/resumo', admin.headers);
    expect(res.statusCode).toBe(200);
    const list = await adminCall(t.app, 'GET', '/usuarios?tipo=admin', admin.headers);
    expect(list.json().items.map((u: { email: string }) => u.email)).toContain(admin.email);
  });
});

describe('the API document', () => {
  const adminPaths = (doc: { paths: Record<string, unknown> }) =>
    Object.keys(doc.paths).filter((p) => p.startsWith('/api/v1/admin'));

  it('leaves the back office out of the public document, for everyone', async () => {
    const admin = await createAdmin(t);
    for (const who of [undefined, candidate.headers, clinic.headers, admin.headers]) {
      for (const url of ['/api/docs/json', '/api/docs/yaml']) {
        const res = await t.app.inject({ method: 'GET', url, ...(who ? { headers: who } : {}) });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('/api/v1/admin');
      }
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/vagas']));
  });

  it('serves the whole document to administrators at /api/v1/admin/docs/json, 404 for anyone else', async () => {
    const admin = await createAdmin(t);
    const res = await adminCall(t.app, 'GET', '/docs/json', admin.headers);
    expect(res.statusCode).toBe(200);
    const paths = adminPaths(res.json());
    // Every back-office route of ROUTES is documented there (11 paths and methods).
    for (const [method, url] of ROUTES) {
      const path = `/api/v1/admin${url.replace(/\/1(?=\/|$)/, '/{id}')}`;
      expect(paths, path).toContain(path);
      expect(res.json().paths[path], `${method} ${path}`).toHaveProperty(method.toLowerCase());
    }
    expect(res.json().paths).toHaveProperty(['/api/v1/health']);
    for (const who of [undefined, candidate.headers, clinic.headers]) {
      const refused = await adminCall(t.app, 'GET', '/docs/json', who);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(NOT_FOUND);
    }
    // The public document is untouched by the administrator's read (no shared copy was edited).
    const after = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(adminPaths(after)).toEqual([]);
    expect(adminPaths((await adminCall(t.app, 'GET', '/docs/json', admin.headers)).json())).toEqual(paths);
  });
});
