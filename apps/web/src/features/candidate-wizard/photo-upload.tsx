import { PHOTO_MAX_BYTES } from '@app/shared';
import { useState } from 'react';
import type { UploadStatus } from '../../components/ui/file-upload';
import { PhotoFileUpload } from '../../components/ui/photo-file-upload';
import { ApiError } from '../../lib/api';
import { PHOTO_ACCEPT, useForgetStoredPhoto, useStoredPhoto } from '../../lib/profile-photo';
import { failureDetail, userMessage } from '../../lib/user-message';
import { uploadPhoto, WIZARD_MESSAGES } from './wizard-api';

interface PhotoUploadProps {
  candidateId: string | null;
  /** Preview of the photo already sent (kept by the wizard between steps). */
  preview: string | null;
  onUploaded: (preview: string) => void;
}

function failure(error: unknown): UploadStatus {
  if (error instanceof ApiError && error.status === 413)
    return { tone: 'error', text: WIZARD_MESSAGES.photoTooLarge };
  if (error instanceof Error && error.message === WIZARD_MESSAGES.photoMissing)
    return { tone: 'error', text: WIZARD_MESSAGES.photoMissing };
  const detail = failureDetail(error);
  return {
    tone: 'error',
    text: (
      <>
        <p>{userMessage(error, WIZARD_MESSAGES.photoFailed)}</p>
        {detail && <p className="mt-1">{detail}</p>}
      </>
    ),
  };
}

/**
 * The profile photo (JPEG, PNG or WebP), framed and shrunk under 2 MB in the browser, sent as
 * soon as it is framed, then previewed. A file that is not a readable image is sent as it is when
 * under 2 MB (the server tells why it refuses it). Before any photo is sent in this visit, the
 * one the server keeps (e.g. sent before a reload) is shown, with 'Trocar foto'.
 */
export function PhotoUpload({ candidateId, preview, onUploaded }: PhotoUploadProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const forgetStored = useForgetStoredPhoto('candidato', candidateId);
  const stored = useStoredPhoto('candidato', candidateId, !preview);
  const shown = preview ?? stored.data ?? null;

  const send = async (file: File) => {
    if (file.size > PHOTO_MAX_BYTES) {
      setStatus({ tone: 'error', text: WIZARD_MESSAGES.photoTooLarge });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      await uploadPhoto(candidateId, file);
      forgetStored();
      if (preview) URL.revokeObjectURL(preview);
      onUploaded(URL.createObjectURL(file));
      setStatus({ tone: 'success', text: WIZARD_MESSAGES.photoSent });
    } catch (error) {
      setStatus(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PhotoFileUpload
      label="Escolha sua foto"
      accept={PHOTO_ACCEPT}
      hint="JPEG, PNG ou WebP. Fotos grandes são reduzidas para até 2 MB antes do envio."
      busy={busy}
      busyText={WIZARD_MESSAGES.photoSending}
      status={status}
      onFile={send}
      hasPhoto={Boolean(shown)}
      preview={
        shown && (
          <img
            src={shown}
            alt="Prévia da foto de perfil"
            className="h-32 w-32 rounded-full border-4 border-white object-cover shadow-md"
          />
        )
      }
    />
  );
}
