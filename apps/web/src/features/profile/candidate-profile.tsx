import { PROFESSIONAL_FIELD_ORDER, recordOfProfession, STORAGE_KEYS } from '@app/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCandidateFull } from '../../api/candidate-profile';
import { LoadFailure } from '../../components/ui/load-failure';
import { wasJustPublished } from '../../lib/published-state';
import type { SessionUser } from '../../lib/session';
import { AvailabilityNotice, MyAlertsSection, useOutOfList } from '../job-alerts';
import { AddressDialog } from './address-dialog';
import { type CandidateCard, CandidateCards } from './candidate-cards';
import { EducationDialog } from './education-dialog';
import { ExperienceDialog } from './experience-dialog';
import { PortfolioCard } from './portfolio-card';
import { ProfessionalDialog } from './professional-dialog';
import { ProfileShell } from './profile-shell';
import { PublicationStatus } from './publication-status';
import { PublishedNotice } from './published-notice';
import { pendingEditDialog } from './use-unsaved-edit';
import { ViewNoticeSetting } from './view-notice-setting';

const CARDS: readonly CandidateCard[] = ['formacao', 'experiencia', 'profissional', 'endereco'];
const cardOf = (name: string | null) => CARDS.find((card) => card === name) ?? null;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * A candidate's /perfil2: the header and four cards, each with its 'Editar' dialog, then the
 * Portfólio card. Right after
 * the wizard's publish (route state), a notice says that clinics can now find the candidate.
 */
export function CandidateProfile({ user, id }: { user: SessionUser; id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // An edit the session ended under opens again, with its values (lib/unsaved-edit.ts).
  const [editing, setEditing] = useState(() => cardOf(pendingEditDialog(id)));
  const [justPublished, setJustPublished] = useState(() => wasJustPublished(location.state));
  const closeNotice = () => {
    setJustPublished(false);
    // Not shown again on a reload.
    navigate(location.pathname, { replace: true, state: null });
  };
  const full = useCandidateFull(id);
  const profession = text(full.data?.tipo_profissao) ?? text(localStorage.getItem(STORAGE_KEYS.profession));
  const kind = (profession && recordOfProfession(profession)) || full.data?.registro?.tipo || null;
  // The record of the candidate's profession, as the whole profile carries it.
  const record = full.data?.registro?.tipo === kind ? full.data.registro.data : null;

  const close = () => setEditing(null);
  const data = full.data;
  const outOfList = useOutOfList(Boolean(data?.published_at));

  return (
    <ProfileShell
      kind="candidato"
      id={id}
      name={text(data?.nome) ?? text(user.nome) ?? 'Usuário'}
      userType={user.tipo_usuario}
      email={text(user.email) ?? text(data?.email) ?? ''}
      notice={justPublished && <PublishedNotice onClose={closeNotice} />}
    >
      {data?.published_at && <AvailabilityNotice />}
      <PublicationStatus id={id} publishedAt={data ? data.published_at : undefined} outOfList={outOfList} />
      {full.isError && !data ? (
        // Not 'Nenhuma formação adicionada': what failed, and a way to read it again.
        <LoadFailure
          error={full.error}
          message="Não foi possível carregar seu currículo."
          onRetry={full.refetch}
          retrying={full.isFetching}
        />
      ) : (
        <CandidateCards
          full={data}
          loading={full.isPending}
          recordLoading={full.isPending}
          profession={profession}
          record={record}
          fieldOrder={kind ? PROFESSIONAL_FIELD_ORDER[kind] : undefined}
          canEditRecord={Boolean(kind)}
          onEdit={setEditing}
        />
      )}
      <PortfolioCard candidateId={id} />
      <ViewNoticeSetting />
      <MyAlertsSection />
      {/* A dialog opens on what the server holds: clicked before the profile has loaded, it waits for
          it, so a save can never replace stored records with an empty form. */}
      {editing === 'formacao' && data && (
        <EducationDialog candidateId={id} formacoes={data.formacoes} onClose={close} />
      )}
      {editing === 'experiencia' && data && (
        <ExperienceDialog candidateId={id} experiencias={data.experiencias} onClose={close} />
      )}
      {editing === 'endereco' && data && (
        <AddressDialog candidateId={id} endereco={data.endereco} onClose={close} />
      )}
      {editing === 'profissional' && data && kind && (
        <ProfessionalDialog kind={kind} candidateId={id} record={record} onClose={close} />
      )}
    </ProfileShell>
  );
}
