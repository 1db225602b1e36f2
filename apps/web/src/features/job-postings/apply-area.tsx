import type { VagaDetail } from '@app/shared';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { APPLY_PARAM, applyPathOf } from '../../lib/apply-intent';
import { loginPathReturningTo, pathCarryingReturn } from '../../lib/session-expiry';
import { useSession } from '../../lib/use-session';
import { ApplyDialog } from './apply-dialog';
import { statusDate } from './display';
import { StatusBadge } from './status-badge';

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
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const applyPath = applyPathOf(location.pathname);
  const [open, setOpen] = useState(() => searchParams.get(APPLY_PARAM) === '1');
  const close = () => {
    setOpen(false);
    // Not opened again by a reload.
    if (searchParams.has(APPLY_PARAM))
      setSearchParams(
        (params) => {
          params.delete(APPLY_PARAM);
          return params;
        },
        { replace: true },
      );
  };
  const [notPublished, setNotPublished] = useState<string | null>(null);

  if (vaga.minha_vaga)
    return (
      <Link to={`/minhas-vagas/${vaga.id}`} className={buttonClasses({ variant: 'secondary' })}>
        Ver candidaturas
      </Link>
    );
  if (session.isClinic) return null;
  if (vaga.minha_candidatura?.status === 'retirada')
    return (
      <div className="rounded-2xl bg-mist p-4" data-testid="minha-candidatura">
        <p className="text-sm text-slate-700">
          Você retirou sua candidatura a esta vaga em {statusDate(vaga.minha_candidatura)}. Não é possível se
          candidatar de novo a esta vaga.
        </p>
        <Link to="/vagas" className="mt-3 inline-block text-sm font-semibold text-accent-strong underline">
          Ver outras vagas abertas
        </Link>
      </div>
    );
  if (vaga.minha_candidatura)
    return (
      <div className="rounded-2xl bg-mist p-4" data-testid="minha-candidatura">
        <p className="text-sm text-slate-700">Você se candidatou a esta vaga.</p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Situação: <StatusBadge status={vaga.minha_candidatura.status} /> desde{' '}
          {statusDate(vaga.minha_candidatura)}
        </p>
        <Link
          to="/minhas-candidaturas"
          className="mt-3 inline-block text-sm font-semibold text-accent-strong underline"
        >
          Ver minhas candidaturas
        </Link>
      </div>
    );
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
        <Button size="lg" onClick={() => setOpen(true)}>
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
