import { useId } from 'react';
import { userMessage } from '../../lib/user-message';
import { usePreferences, useSavePreferences } from './api/preferences';

/**
 * 'Avisos de visualização' on the candidate's profile: whether the daily e-mail 'N clínicas viram
 * seu perfil hoje' is sent. Each change is saved at once and confirmed beside the switch.
 */
export function ViewNoticeSetting() {
  const titleId = useId();
  const preferences = usePreferences();
  const save = useSavePreferences();
  const checked = save.isPending ? save.variables.avisos_visualizacao : preferences.data?.avisos_visualizacao;
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10">
      <h2 id={titleId} className="text-lg font-bold text-navy">
        Avisos de visualização
      </h2>
      <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3 text-ink">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked ?? false}
          className="h-5 w-5 shrink-0 accent-accent-strong"
          checked={checked ?? false}
          disabled={preferences.isPending || preferences.isError}
          onChange={(event) => save.mutate({ avisos_visualizacao: event.target.checked })}
        />
        Receber um e-mail quando clínicas virem meu perfil (no máximo um por dia)
      </label>
      <p role="status" className="mt-1 min-h-6 text-sm">
        {save.isSuccess && <span className="text-green-800">Preferência salva.</span>}
        {save.isError && (
          <span className="text-red-700">
            {userMessage(save.error, 'Não foi possível salvar a preferência. Tente novamente.')}
          </span>
        )}
        {preferences.isError && (
          <span className="text-red-700">
            {userMessage(preferences.error, 'Não foi possível carregar a preferência. Recarregue a página.')}
          </span>
        )}
      </p>
    </section>
  );
}
