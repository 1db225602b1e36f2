import { PhotoUpload } from './photo-upload';
import type { DraftUpdate } from './use-candidate-wizard';
import type { WizardDraft } from './wizard-draft';
import { WizardSection } from './wizard-section';

interface PhotoSectionProps {
  candidateId: string | null;
  draft: WizardDraft;
  update: DraftUpdate;
}

/** The 'Foto de perfil' section of a profession step. */
export function PhotoSection({ candidateId, draft, update }: PhotoSectionProps) {
  return (
    <WizardSection title="Foto de perfil" intro="A foto aparece no seu perfil para as clínicas.">
      <PhotoUpload
        candidateId={candidateId}
        preview={draft.photoPreview}
        onUploaded={(preview) => update((d) => ({ ...d, photoPreview: preview }))}
      />
    </WizardSection>
  );
}
