import { useEffect, useRef, useState } from 'react';
import type { UploadStatus } from '../../components/ui/file-upload';
import { PhotoFileUpload } from '../../components/ui/photo-file-upload';
import {
  PHOTO_ACCEPT,
  uploadProfilePhoto,
  useForgetStoredPhoto,
  useStoredPhoto,
} from '../../lib/profile-photo';
import { failureDetail, userMessage } from '../../lib/user-message';
import { CLINIC_WIZARD_MESSAGES } from './clinic-api';

interface ProfilePhotoUploadProps {
  tipo: 'clinica' | 'candidato';
  userId: string | number | null;
  label: string;
  /** The success message ('Foto da clínica enviada com sucesso!' for a clinic). */
  successText: string;
  /** A preview of what was sent before (kept by the caller), if any. */
  preview?: string | null;
  /** Called after a successful upload with an object URL of the file. */
  onUploaded?: (preview: string) => void;
  hint?: string;
  /** Show the photo the server keeps until one is sent here, with 'Trocar foto' (the wizard). */
  showStored?: boolean;
}

/** The outcome of a failed upload: the server's message under the spec's, or the missing photo's. */
function failedStatus(error: unknown): UploadStatus {
  const detail = failureDetail(error);
  const missing = detail === CLINIC_WIZARD_MESSAGES.photoMissing;
  return {
    tone: 'error',
    text: missing ? (
      CLINIC_WIZARD_MESSAGES.photoMissing
    ) : (
      <>
        <p>{userMessage(error, CLINIC_WIZARD_MESSAGES.photoFailed)}</p>
        {detail && <p className="mt-1">{detail}</p>}
      </>
    ),
  };
}

/**
 * The profile photo, framed and shrunk under 2 MB in the browser ('Ajustar foto'), then sent
 * ('Enviando foto…', input disabled) and previewed. No size check of its own (a file that is not a
 * readable image goes as it is; the server refuses more than 2 MB and its message is shown under
 * 'Falha ao enviar a foto. Tente novamente.'). With `showStored`, the photo the server keeps
 * (e.g. sent before a reload) is shown until another is sent, with 'Trocar foto'.
 */
export function ProfilePhotoUpload({
  tipo,
  userId,
  label,
  successText,
  preview,
  onUploaded,
  hint = 'JPEG, PNG ou WebP. Fotos grandes são reduzidas para até 2 MB antes do envio.',
  showStored = false,
}: ProfilePhotoUploadProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const [ownPreview, setOwnPreview] = useState<string | null>(null);
  const ownRef = useRef<string | null>(null);
  const keptRef = useRef(Boolean(onUploaded));
  keptRef.current = Boolean(onUploaded);
  const sentHere = preview ?? ownPreview;
  const forgetStored = useForgetStoredPhoto(tipo, userId);
  const stored = useStoredPhoto(tipo, userId, showStored && !sentHere);
  const shown = sentHere ?? (showStored ? (stored.data ?? null) : null);

  // The last preview is revoked on unmount unless the caller kept it (onUploaded).
  useEffect(
    () => () => {
      if (ownRef.current && !keptRef.current) URL.revokeObjectURL(ownRef.current);
    },
    [],
  );

  const send = async (file: File) => {
    setBusy(true);
    setStatus(null);
    try {
      await uploadProfilePhoto(tipo, userId, file);
      forgetStored();
      const url = URL.createObjectURL(file);
      ownRef.current = url;
      setOwnPreview(url);
      onUploaded?.(url);
      setStatus({ tone: 'success', text: successText });
    } catch (error) {
      setStatus(failedStatus(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PhotoFileUpload
      label={label}
      accept={PHOTO_ACCEPT}
      hint={hint}
      busy={busy}
      busyText={CLINIC_WIZARD_MESSAGES.photoSending}
      status={status}
      onFile={send}
      hasPhoto={Boolean(shown)}
      preview={
        shown && (
          <img
            src={shown}
            alt="Prévia da foto enviada"
            className="h-32 w-32 rounded-full border-4 border-white object-cover shadow-md"
          />
        )
      }
    />
  );
}
