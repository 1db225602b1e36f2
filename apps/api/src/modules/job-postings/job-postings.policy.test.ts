import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../plugins/auth';
import { canMoveApplication, canReadVaga, isOpen } from './job-postings.policy';

const clinic: AuthUser = { id: 1, tipo_usuario: 'clinica', email: 'c@exemplo.com.br' } as AuthUser;
const otherClinic: AuthUser = { id: 2, tipo_usuario: 'clinica', email: 'o@exemplo.com.br' } as AuthUser;
const candidate: AuthUser = { id: 10, tipo_usuario: 'candidato', email: 'a@exemplo.com.br' } as AuthUser;
const app = (status: Parameters<typeof canMoveApplication>[1]['status']) => ({
  candidato_id: 10,
  clinica_id: 1,
  status,
});
const tomorrow = new Date(Date.now() + 86_400_000);
const yesterday = new Date(Date.now() - 86_400_000);

describe('job-postings.policy', () => {
  it('a posting is readable while open and unexpired, and always by its clinic', () => {
    expect(isOpen({ status: 'aberta', expira_em: tomorrow })).toBe(true);
    expect(isOpen({ status: 'aberta', expira_em: yesterday })).toBe(false);
    const closed = { clinica_id: 1, status: 'encerrada' as const, expira_em: tomorrow };
    expect(canReadVaga(null, closed)).toBe(false);
    expect(canReadVaga(otherClinic, closed)).toBe(false);
    expect(canReadVaga(clinic, closed)).toBe(true);
  });

  it('the clinic moves forward, skipping steps, never back, never to retirada', () => {
    expect(canMoveApplication(clinic, app('recebida'), 'entrevista')).toEqual({ ok: true, noop: false });
    expect(canMoveApplication(clinic, app('em_analise'), 'nao_selecionada')).toEqual({
      ok: true,
      noop: false,
    });
    expect(canMoveApplication(clinic, app('entrevista'), 'em_analise')).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(canMoveApplication(clinic, app('recebida'), 'retirada')).toMatchObject({ ok: false, status: 403 });
    expect(canMoveApplication(clinic, app('contratada'), 'nao_selecionada')).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(canMoveApplication(clinic, app('em_analise'), 'em_analise')).toEqual({ ok: true, noop: true });
  });

  it('the candidate only withdraws, from an open status; anyone else is refused', () => {
    expect(canMoveApplication(candidate, app('entrevista'), 'retirada')).toEqual({ ok: true, noop: false });
    expect(canMoveApplication(candidate, app('recebida'), 'em_analise')).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(canMoveApplication(candidate, app('nao_selecionada'), 'retirada')).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(canMoveApplication(otherClinic, app('recebida'), 'em_analise')).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(canMoveApplication(null, app('recebida'), 'retirada')).toMatchObject({ ok: false, status: 404 });
  });
});
