import { PhotoUpload } from './photo-upload';
import { WizardSection } from './wizard-section';

/** The sent photo's local preview and who keeps it (the wizard, across steps). */
export interface PhotoState {
  preview: string | null;
  onUploaded: (preview: string) => void;
}

interface PhotoSectionProps {
  candidateId: string | null;
  photo: PhotoState;
}

/** The 'Foto de perfil' section of a profession step. */
export function PhotoSection({ candidateId, photo }: PhotoSectionProps) {
  return (
    <WizardSection title="Foto de perfil" intro="A foto aparece no seu perfil para as clínicas.">
      <PhotoUpload candidateId={candidateId} preview={photo.preview} onUploaded={photo.onUploaded} />
    </WizardSection>
  );
}
