import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { type AccountKind, fetchPhotoUrl, photoKeys } from '../../lib/profile-photo';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PhotoDialog } from './photo-dialog';
import { ProfileHeader } from './profile-header';
import { useAccountActions } from './use-account-actions';

interface ProfileShellProps {
  kind: AccountKind;
  id: string;
  name: string;
  /** tipo_usuario as stored; shown in upper case. */
  userType: string;
  email: string;
  /** Clinics only: the header's 'Editar'. */
  onEdit?: () => void;
  /** Clinics only: verified by the consultancy ('Clínica verificada'). */
  verified?: boolean;
  /** A notice shown first, under the title (e.g. right after publishing). */
  notice?: ReactNode;
  /** The cards. */
  children: ReactNode;
}

/** The account badge: 'CLÍNICA' for clinics (with its accent), the stored type in upper case otherwise. */
export function accountBadge(kind: AccountKind, userType: string): string {
  return kind === 'clinica' ? 'CLÍNICA' : userType.toUpperCase();
}

/**
 * The frame of /perfil2 (spec 2 section 2.3): 'Meu Perfil' / 'Seus dados cadastrados', the
 * header with the photo and the account's actions, the deletion's confirmation and error, and
 * the cards below.
 */
export function ProfileShell({
  kind,
  id,
  name,
  userType,
  email,
  onEdit,
  verified,
  notice,
  children,
}: ProfileShellProps) {
  const queryClient = useQueryClient();
  const actions = useAccountActions(kind, id);
  const [photoOpen, setPhotoOpen] = useState(false);
  const photo = useQuery({ queryKey: photoKeys.photo(kind, id), queryFn: () => fetchPhotoUrl(kind, id) });

  return (
    <div className="bg-mist px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <header>
          <h1 className="text-3xl font-bold text-navy sm:text-4xl">Meu Perfil</h1>
          <p className="mt-1 text-muted">Seus dados cadastrados</p>
        </header>
        {notice}
        <ProfileHeader
          name={name}
          typeLabel={accountBadge(kind, userType)}
          verified={verified}
          email={email}
          photoUrl={photo.data}
          onEdit={onEdit}
          onDelete={actions.openDelete}
          onExport={actions.exportData}
          exporting={actions.exporting}
          onChangePhoto={() => setPhotoOpen(true)}
        />
        {actions.deleteError && <FormAlert tone="error">{actions.deleteError}</FormAlert>}
        {children}
      </div>
      {actions.confirming && (
        <DeleteAccountDialog
          deleting={actions.deleting}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      )}
      {photoOpen && (
        <PhotoDialog
          kind={kind}
          id={id}
          onClose={() => setPhotoOpen(false)}
          onUploaded={() => queryClient.invalidateQueries({ queryKey: photoKeys.photo(kind, id) })}
        />
      )}
    </div>
  );
}
