import { PROFESSION_FIELDS } from '@app/shared';
import { TagInput } from '../../components/ui/tag-input';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { ComputerLevelField } from './computer-level-field';
import { PhotoSection, type PhotoState } from './photo-section';
import { PortfolioSection } from './portfolio-section';
import { useRecordValues } from './use-record-values';
import { WizardSection } from './wizard-section';

const fields = PROFESSION_FIELDS.recepcionista;

interface StepProps {
  candidateId: string | null;
  photo: PhotoState;
}

/** Step 2 for a Recepcionista: photo, platforms, three Sim/Não, convênios, computer level, knowledge, portfolio. */
export function ReceptionistStep({ candidateId, photo }: StepProps) {
  const { values: r, patch, errorOf } = useRecordValues('recepcionista');
  return (
    <div className="flex flex-col gap-8">
      <PhotoSection candidateId={candidateId} photo={photo} />
      <WizardSection title="Experiência">
        <div className="flex flex-col gap-6">
          <TagInput
            label={fields.plataformas_experiencia.question}
            options={fields.plataformas_experiencia.options}
            freeEntry
            values={r.plataformas_experiencia}
            onChange={(values) => patch({ plataformas_experiencia: values })}
          />
          <div className="grid items-end gap-4 sm:grid-cols-3">
            <YesNoSelect
              label={fields.trabalhou_em_clinica.question}
              value={r.trabalhou_em_clinica}
              onChange={(value) => patch({ trabalhou_em_clinica: value })}
            />
            <YesNoSelect
              label={fields.trabalhou_em_clinica_radiologia.question}
              value={r.trabalhou_em_clinica_radiologia}
              onChange={(value) => patch({ trabalhou_em_clinica_radiologia: value })}
            />
            <YesNoSelect
              label={fields.experiencia_convenios.question}
              value={r.experiencia_convenios}
              onChange={(value) => patch({ experiencia_convenios: value })}
            />
          </div>
          <TagInput
            label={fields.experiencia_quais_convenios.question}
            options={fields.experiencia_quais_convenios.options}
            otherOption={fields.experiencia_quais_convenios.other}
            hint="Não encontrou o convênio? Escolha “Outros” e digite o nome."
            values={r.experiencia_quais_convenios}
            onChange={(values) => patch({ experiencia_quais_convenios: values })}
          />
        </div>
      </WizardSection>
      <WizardSection title="Conhecimentos">
        <div className="grid gap-6 lg:grid-cols-2">
          <ComputerLevelField
            error={errorOf('nivel_informatica')}
            value={r.nivel_informatica}
            onChange={(value) => patch({ nivel_informatica: value })}
          />
          <TagInput
            label="Outros conhecimentos"
            values={r.outros_conhecimentos}
            onChange={(values) => patch({ outros_conhecimentos: values })}
          />
        </div>
      </WizardSection>
      <PortfolioSection candidateId={candidateId} />
    </div>
  );
}
