import { PROFESSION_FIELDS } from '@app/shared';
import { TagInput } from '../../components/ui/tag-input';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { ComputerLevelField } from './computer-level-field';
import { PhotoSection, type PhotoState } from './photo-section';
import { PortfolioSection } from './portfolio-section';
import { useRecordValues } from './use-record-values';
import { WizardSection } from './wizard-section';

const fields = PROFESSION_FIELDS.radiologista;

interface StepProps {
  candidateId: string | null;
  photo: PhotoState;
}

/** Step 2 for a Dentista Radiologista: photo, three Sim/Não, four tag lists, free text, portfolio. */
export function RadiologistStep({ candidateId, photo }: StepProps) {
  const { values: r, patch, errorOf } = useRecordValues('radiologista');
  return (
    <div className="flex flex-col gap-8">
      <PhotoSection candidateId={candidateId} photo={photo} />
      <WizardSection title="Atuação">
        <div className="grid items-end gap-4 sm:grid-cols-3">
          <YesNoSelect
            label={fields.titulo_registrado_cro.question}
            value={r.titulo_registrado_cro}
            onChange={(value) => patch({ titulo_registrado_cro: value })}
          />
          <YesNoSelect
            label={fields.trabalha_com_2d.question}
            value={r.trabalha_com_2d}
            onChange={(value) => patch({ trabalha_com_2d: value })}
          />
          <YesNoSelect
            label={fields.trabalha_com_3d.question}
            value={r.trabalha_com_3d}
            onChange={(value) => patch({ trabalha_com_3d: value })}
          />
        </div>
      </WizardSection>
      <WizardSection
        title="Exames, softwares e plataformas"
        intro="Escolha na lista ou digite outro item e pressione Enter."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <TagInput
            label={fields.tipo_exame_2d.question}
            options={fields.tipo_exame_2d.options}
            freeEntry
            values={r.tipo_exame_2d}
            onChange={(values) => patch({ tipo_exame_2d: values })}
          />
          <TagInput
            label={fields.tipo_exame_3d.question}
            options={fields.tipo_exame_3d.options}
            freeEntry
            values={r.tipo_exame_3d}
            onChange={(values) => patch({ tipo_exame_3d: values })}
          />
          <TagInput
            label={fields.softwares_3d.question}
            options={fields.softwares_3d.options}
            freeEntry
            values={r.softwares_3d}
            onChange={(values) => patch({ softwares_3d: values })}
          />
          <TagInput
            label={fields.plataformas_gestao_clinicas.question}
            options={fields.plataformas_gestao_clinicas.options}
            freeEntry
            values={r.plataformas_gestao_clinicas}
            onChange={(values) => patch({ plataformas_gestao_clinicas: values })}
          />
        </div>
      </WizardSection>
      <WizardSection title="Cursos e conhecimentos">
        <div className="grid gap-6 lg:grid-cols-2">
          <TagInput
            label={fields.cursos_atualizacao_radiologia.question}
            inputPlaceholder="Digite um curso"
            values={r.cursos_atualizacao_radiologia}
            onChange={(values) => patch({ cursos_atualizacao_radiologia: values })}
          />
          <TagInput
            label="Outros conhecimentos"
            values={r.outros_conhecimentos}
            onChange={(values) => patch({ outros_conhecimentos: values })}
          />
          <ComputerLevelField
            error={errorOf('nivel_informatica')}
            value={r.nivel_informatica}
            onChange={(value) => patch({ nivel_informatica: value })}
          />
        </div>
      </WizardSection>
      <PortfolioSection candidateId={candidateId} />
    </div>
  );
}
