import type { ProfessionRecord } from '@app/shared';
import { FormAlert } from '../../components/ui/form-alert';
import { RadiologistStep } from './radiologist-step';
import { ReceptionistStep } from './receptionist-step';
import { TechnologistStep } from './technologist-step';
import type { DraftUpdate } from './use-candidate-wizard';
import type { WizardDraft } from './wizard-draft';

interface ProfessionStepProps {
  record: ProfessionRecord | null;
  candidateId: string | null;
  draft: WizardDraft;
  update: DraftUpdate;
}

/** Step 2: the form of the stored profession's record (ASB shares the technologist record). */
export function ProfessionStep({ record, ...props }: ProfessionStepProps) {
  if (record === 'radiologista') return <RadiologistStep {...props} />;
  if (record === 'tecnico') return <TechnologistStep {...props} />;
  if (record === 'recepcionista') return <ReceptionistStep {...props} />;
  return (
    <FormAlert tone="error">
      Não foi possível identificar a sua profissão. Entre novamente na sua conta para continuar.
    </FormAlert>
  );
}
