import { RecordFields } from '../../components/record-fields/record-fields';
import { PhotoSection, type PhotoState } from './photo-section';
import { PortfolioSection } from './portfolio-section';
import { useRecordValues } from './use-record-values';
import { WizardSection } from './wizard-section';

interface StepProps {
  candidateId: string | null;
  photo: PhotoState;
}

/** Step 2 for a Dentista Radiologista: photo, three Sim/Não, four tag lists, free text, portfolio. */
export function RadiologistStep({ candidateId, photo }: StepProps) {
  const record = useRecordValues('radiologista');
  return (
    <div className="flex flex-col gap-8">
      <PhotoSection candidateId={candidateId} photo={photo} />
      <WizardSection title="Atuação">
        <div className="grid items-end gap-4 sm:grid-cols-3">
          <RecordFields {...record} names={['titulo_registrado_cro', 'trabalha_com_2d', 'trabalha_com_3d']} />
        </div>
      </WizardSection>
      <WizardSection
        title="Exames, softwares e plataformas"
        intro="Escolha na lista ou digite outro item e pressione Enter."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <RecordFields
            {...record}
            names={['tipo_exame_2d', 'tipo_exame_3d', 'softwares_3d', 'plataformas_gestao_clinicas']}
          />
        </div>
      </WizardSection>
      <WizardSection title="Cursos e conhecimentos">
        <div className="grid gap-6 lg:grid-cols-2">
          <RecordFields
            {...record}
            names={['cursos_atualizacao_radiologia', 'outros_conhecimentos', 'nivel_informatica']}
          />
        </div>
      </WizardSection>
      <PortfolioSection candidateId={candidateId} />
    </div>
  );
}
