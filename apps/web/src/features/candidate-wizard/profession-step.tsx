import type { ProfessionRecord } from '@app/shared';
import { FormAlert } from '../../components/ui/form-alert';
import type { PhotoState } from './photo-section';
import { RadiologistStep } from './radiologist-step';
import { ReceptionistStep } from './receptionist-step';
import { TechnologistStep } from './technologist-step';

interface ProfessionStepProps {
  record: ProfessionRecord | null;
  candidateId: string | null;
  photo: PhotoState;
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
