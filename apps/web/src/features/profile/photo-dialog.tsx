import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import type { AccountKind } from '../../lib/profile-photo';
import { ProfilePhotoUpload } from '../clinic-wizard';

interface PhotoDialogProps {
  kind: AccountKind;
  id: string;
  onUploaded: () => void;
  onClose: () => void;
}

/** 'Alterar foto': a new profile photo, sent as soon as it is chosen. */
export function PhotoDialog({ kind, id, onUploaded, onClose }: PhotoDialogProps) {
  const preview = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );
  const uploaded = (url: string) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = url;
    onUploaded();
  };
  return (
    <Modal
      title="Alterar foto"
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <ProfilePhotoUpload
        tipo={kind}
        userId={id}
        label="Escolha a nova foto"
        successText={
          kind === 'clinica' ? 'Foto da clínica enviada com sucesso!' : 'Foto enviada com sucesso!'
        }
        onUploaded={uploaded}
      />
    </Modal>
  );
}
