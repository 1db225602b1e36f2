import { CircleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { userMessage } from '../../lib/user-message';
import { useAvailability, useConfirmAvailability } from './api/alerts';

const dateBr = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
    new Date(iso),
  );

/**
 * On /home and /perfil2, for a candidate: why the profile left the clinics' list (an unanswered
 * 'Você ainda está disponível?') and the one click that brings it back; or, while the question
 * waits, the same click to answer it. Nothing otherwise.
 */
export function AvailabilityNotice() {
  const state = useAvailability();
  const confirm = useConfirmAvailability();
  const data = state.data;
  if (confirm.isSuccess)
    return (
      <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm font-semibold text-emerald-900">
        Disponibilidade confirmada. Seu perfil está na lista de candidatos das clínicas.
      </p>
    );
  if (!data || (!data.indisponivel_em && !data.pedida_em)) return null;
  const out = Boolean(data.indisponivel_em);
  return (
    <div
      data-testid="aviso-disponibilidade"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-700" />
      <div className="text-sm text-ink sm:flex-1">
        {out ? (
          <>
            <p className="font-semibold text-navy">Seu perfil saiu da lista de candidatos das clínicas</p>
            <p>
              Perguntamos por e-mail{data.pedida_em ? ` em ${dateBr(data.pedida_em)}` : ''} se você ainda está
              disponível e não recebemos resposta. Seu perfil não foi excluído: volte para a lista com um
              clique.
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold text-navy">Você ainda está disponível?</p>
            <p>Confirme para continuar na lista de candidatos das clínicas.</p>
          </>
        )}
        {confirm.isError && (
          <p className="mt-1 text-red-700">
            {userMessage(confirm.error, 'Não foi possível confirmar. Tente novamente.')}
          </p>
        )}
      </div>
      <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
        {out ? 'Estou disponível: voltar à lista' : 'Sim, estou disponível'}
      </Button>
    </div>
  );
}
