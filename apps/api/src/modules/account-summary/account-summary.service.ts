// The personal summary of /home for the signed-in candidate or clinic. The route lets in only
// those two account types; each reads only its own figures (the session's id, never a parameter).
import type { AccountSummary } from '@app/shared';
import type { AuthUser } from '../../plugins/auth';
import type { AppDb } from '../../plugins/db';
import * as repo from './account-summary.repo';

export async function summaryOf(db: AppDb, caller: AuthUser): Promise<AccountSummary> {
  if (caller.tipo_usuario === 'clinica') {
    const row = await repo.clinicSummary(db, caller.id);
    return {
      tipo_usuario: 'clinica',
      nome_fantasia: row?.nome_fantasia ?? '',
      candidaturas_novas: Number(row?.novas ?? 0),
      vagas_abertas: Number(row?.abertas ?? 0),
    };
  }
  const row = await repo.candidateSummary(db, caller.id);
  return {
    tipo_usuario: 'candidato',
    nome: row?.nome ?? '',
    tipo_profissao: row?.tipo_profissao ?? '',
    publicado: Boolean(row?.publicado),
    visualizacoes_semana: Number(row?.semana ?? 0),
    visualizacoes_total: Number(row?.total ?? 0),
  };
}
