import { recordOfProfession, STORAGE_KEYS } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '../../lib/session';
import { AddressDialog } from './address-dialog';
import { CandidateCards } from './candidate-cards';
import { EducationDialog } from './education-dialog';
import { ExperienceDialog } from './experience-dialog';
import { ProfessionalDialog } from './professional-dialog';
import { PROFESSIONAL_FIELDS } from './professional-fields';
import { fetchCandidateFull, fetchProfessionalRecord, profileKeys } from './profile-api';
import { ProfileShell } from './profile-shell';
import { PublishedNotice } from './published-notice';
import { wasJustPublished } from './published-profile';
import { useExpiredSession } from './use-expired-session';

export type CandidateCard = 'formacao' | 'experiencia' | 'profissional' | 'endereco';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * A candidate's /perfil2: the header and four cards, each with its 'Editar' dialog. Right after
 * the wizard's publish (route state), a notice says that clinics can now find the candidate.
 */
export function CandidateProfile({ user, id }: { user: SessionUser; id: string }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<CandidateCard | null>(null);
  const [justPublished, setJustPublished] = useState(() => wasJustPublished(location.state));
  const closeNotice = () => {
    setJustPublished(false);
    // Not shown again on a reload.
    navigate(location.pathname, { replace: true, state: null });
  };
  const full = useQuery({ queryKey: profileKeys.candidate(id), queryFn: () => fetchCandidateFull(id) });
  useExpiredSession(full.error);
  const profession = text(full.data?.tipo_profissao) ?? text(localStorage.getItem(STORAGE_KEYS.profession));
  const kind = (profession && recordOfProfession(profession)) || full.data?.registro?.tipo || null;
  const record = useQuery({
    queryKey: profileKeys.record(kind, id),
    queryFn: () => (kind ? fetchProfessionalRecord(kind, id) : null),
    enabled: Boolean(kind),
  });

  const close = () => setEditing(null);
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.candidateAll(id) }),
      queryClient.invalidateQueries({ queryKey: profileKeys.record(kind, id) }),
    ]);
  const data = full.data;

  return (
    <ProfileShell
      kind="candidato"
      id={id}
      name={text(data?.nome) ?? text(user.nome) ?? 'Usuário'}
      userType={user.tipo_usuario}
      email={text(user.email) ?? text(data?.email) ?? ''}
      notice={justPublished && <PublishedNotice onClose={closeNotice} />}
    >
      <CandidateCards
        full={data}
        loading={full.isPending}
        recordLoading={record.isLoading}
        profession={profession}
        record={record.data?.data ?? null}
        fieldOrder={kind ? PROFESSIONAL_FIELDS[kind].map((f) => f.name) : undefined}
        canEditRecord={Boolean(kind)}
        onEdit={setEditing}
      />
      {editing === 'formacao' && (
        <EducationDialog
          candidateId={id}
          formacoes={data?.formacoes ?? []}
          onClose={close}
          onSettled={reload}
        />
      )}
      {editing === 'experiencia' && (
        <ExperienceDialog
          candidateId={id}
          experiencias={data?.experiencias ?? []}
          onClose={close}
          onSettled={reload}
        />
      )}
      {editing === 'endereco' && (
        <AddressDialog candidateId={id} endereco={data?.endereco} onClose={close} onSettled={reload} />
      )}
      {editing === 'profissional' && kind && (
        <ProfessionalDialog
          kind={kind}
          candidateId={id}
          record={record.data?.data}
          onClose={close}
          onSettled={reload}
        />
      )}
    </ProfileShell>
  );
}
