import { useState } from 'react';
import { DescriptionList } from '../../components/ui/description-list';
import { InfoCard } from '../../components/ui/info-card';
import { LoadFailure } from '../../components/ui/load-failure';
import type { SessionUser } from '../../lib/session';
import {
  aboutRows,
  addressRows,
  clinicFormFrom,
  EquipmentList,
  equipmentSummary,
  useClinicFull,
} from '../clinic-wizard';
import { ClinicInfoDialog } from './clinic-info-dialog';
import { FindCandidatesCall } from './find-candidates-call';
import { ProfileShell } from './profile-shell';
import { pendingEditDialog } from './use-unsaved-edit';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** A clinic's /perfil2: 'Encontrar candidatos' first, the header ('Editar' for the clinic record) and three cards. */
export function ClinicProfile({ user, id }: { user: SessionUser; id: string }) {
  // An edit the session ended under opens again, with its values (lib/unsaved-edit.ts).
  const [editing, setEditing] = useState(() => pendingEditDialog(id) === 'clinica');
  const full = useClinicFull(id);
  const infos = full.data?.infos ?? null;
  // The address may come inside infos or on its own; the record's fields win.
  const form = clinicFormFrom({ ...(full.data?.endereco ?? {}), ...(infos ?? {}) });

  return (
    <ProfileShell
      kind="clinica"
      id={id}
      name={text(full.data?.nome_fantasia) ?? text(user.nome_fantasia) ?? 'Clínica'}
      userType={user.tipo_usuario}
      email={text(user.email) ?? text(full.data?.email) ?? ''}
      onEdit={() => setEditing(true)}
      verified={full.data?.verificada === true}
      notice={<FindCandidatesCall />}
    >
      {full.isError && !full.data ? (
        <LoadFailure
          error={full.error}
          message="Não foi possível carregar os dados da clínica."
          onRetry={full.refetch}
          retrying={full.isFetching}
        />
      ) : (
        <>
          <InfoCard title="Equipamentos Radiológicos & Tomográficos">
            <EquipmentList items={equipmentSummary(form)} />
          </InfoCard>
          <div className="grid gap-6 lg:grid-cols-2">
            <InfoCard title="Sobre a Clínica">
              <DescriptionList items={aboutRows(form)} columns={1} />
            </InfoCard>
            <InfoCard title="Endereço">
              <DescriptionList items={addressRows(form)} />
            </InfoCard>
          </div>
        </>
      )}
      {editing && <ClinicInfoDialog clinicId={id} infos={infos} onClose={() => setEditing(false)} />}
    </ProfileShell>
  );
}
