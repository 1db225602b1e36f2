import type { VagaDetail } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { loginPathReturningTo, pathCarryingReturn } from '../../lib/session-expiry';
import { useSession } from '../../lib/use-session';
import { ApplyDialog } from './apply-dialog';
import { MyApplicationNotice } from './my-application-notice';
import { useApplyDialog } from './use-apply-dialog';

/** The candidate publication wizard. */
const WIZARD_PATH = '/cadastrar/curriculo';

export const NOT_PUBLISHED_NOTICE =
  'Seu perfil ainda não está publicado. Para se candidatar, conclua e publique o seu perfil profissional.';

/**
 * What the visitor, the candidate or the clinic may do with the posting. A visitor's
 * 'Candidatar-se' goes to /login (then perhaps sign-up and the wizard) and back here with
 * `?candidatar=1`, which opens the apply dialog at once.
 */
export function ApplyArea({ vaga }: { vaga: VagaDetail }) {
  const session = useSession();
  const { applyPath, open, openDialog, close } = useApplyDialog();
  const [notPublished, setNotPublished] = useState<string | null>(null);

  if (vaga.minha_vaga)
    return (
      <Link to={`/minhas-vagas/${vaga.id}`} className={buttonClasses({ variant: 'secondary' })}>
        Ver candidaturas
      </Link>
    );
  if (session.isClinic) return null;
  if (vaga.minha_candidatura) return <MyApplicationNotice candidatura={vaga.minha_candidatura} />;
  if (!vaga.pode_candidatar)
    return <FormAlert tone="info">Esta vaga não está mais recebendo candidaturas.</FormAlert>;
  if (!session.loggedIn)
    return (
      <Link to={loginPathReturningTo(applyPath)} className={buttonClasses({ size: 'lg' })}>
        Candidatar-se
      </Link>
    );
  // A candidate whose profile is not published yet is told so before trying (the posting says
  // it), or after the server refused the application for that reason.
  const mustPublish = notPublished ?? (vaga.perfil_publicado === false ? NOT_PUBLISHED_NOTICE : null);
  return (
    <>
      {mustPublish ? (
        <FormAlert tone="info">
          <span data-testid="perfil-nao-publicado">{mustPublish}</span>{' '}
          <Link to={pathCarryingReturn(WIZARD_PATH, applyPath)} className="font-semibold underline">
            Concluir meu perfil
          </Link>
        </FormAlert>
      ) : (
        <Button size="lg" onClick={openDialog}>
          Candidatar-se
        </Button>
      )}
      {open && !mustPublish && (
        <ApplyDialog
          vagaId={vaga.id}
          titulo={vaga.titulo}
          profissao={vaga.tipo_profissao}
          minhaProfissao={vaga.minha_profissao}
          onClose={close}
          onNotPublished={setNotPublished}
        />
      )}
    </>
  );
}
