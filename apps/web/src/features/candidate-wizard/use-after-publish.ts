import { type CandidateFull, STORAGE_KEYS } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useNavigate } from 'react-router';
import { showPublishedProfile } from '../../api/candidate-profile';
import { notify } from '../../lib/notify';
import { publishedState } from '../../lib/published-state';
import { useReturnParam } from '../../lib/use-login-path';
import { PublishedToast } from './published-toast';

/**
 * What follows a successful publish: one toast with the spec's two texts stays open, the stored
 * candidato and tipo_profissao are removed, the published profile is handed to /perfil and the
 * user goes on.
 */
export function useAfterPublish() {
  const navigate = useNavigate();
  const returnTo = useReturnParam();
  const queryClient = useQueryClient();

  return (id: string, published: CandidateFull, profession: string) => {
    showPublishedProfile(queryClient, id, published);
    notify.success(createElement(PublishedToast, { profession }), {
      autoClose: false,
      carry: true,
    });
    localStorage.removeItem(STORAGE_KEYS.candidate);
    localStorage.removeItem(STORAGE_KEYS.profession);
    // Back to the vaga the visitor wanted to apply to (`?next=`, its apply dialog ready), else /perfil.
    if (returnTo) navigate(returnTo);
    else navigate('/perfil', { state: publishedState });
  };
}
