import type { Contato } from '@app/shared';

// Answers of the back-office API for the feature's tests.

export function signInAs(tipo: 'admin' | 'clinica' | 'candidato') {
  localStorage.setItem('auth_token', 'token-1');
  localStorage.setItem('usuario', JSON.stringify({ id: 9, tipo_usuario: tipo }));
  localStorage.setItem('tipo_usuario', tipo);
}

export const contato = (over: Partial<Contato> = {}): Contato => ({
  id: 5,
  servico: 1,
  servico_titulo: 'Diagnóstico 360',
  nome: 'Dra. Helena Prado',
  email: 'helena@exemplo.com.br',
  telefone: '11987654321',
  clinica: 'Clínica Prado',
  mensagem: 'Queremos o Diagnóstico 360.',
  consentimento_em: '2026-11-20T12:00:00.000Z',
  status: 'novo',
  notas: [],
  criado_em: '2026-11-20T12:00:00.000Z',
  atualizado_em: '2026-11-20T12:00:00.000Z',
  ...over,
});
