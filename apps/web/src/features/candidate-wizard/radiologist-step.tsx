import {
  RADIOLOGIST_2D_EXAMS,
  RADIOLOGIST_3D_EXAMS,
  RADIOLOGIST_3D_SOFTWARE,
  RADIOLOGIST_PLATFORMS,
} from '@app/shared';
import { TagInput } from '../../components/ui/tag-input';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { ComputerLevelField } from './computer-level-field';
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
  const { values: r, patch, errorOf } = useRecordValues('radiologista');
  return (
    <div className="flex flex-col gap-8">
      <PhotoSection candidateId={candidateId} photo={photo} />
      <WizardSection title="Atuação">
        <div className="grid items-end gap-4 sm:grid-cols-3">
          <YesNoSelect
            label="Possui título registrado no CRO?"
            value={r.titulo_registrado_cro}
            onChange={(value) => patch({ titulo_registrado_cro: value })}
          />
          <YesNoSelect
            label="Trabalha com exames 2D?"
            value={r.trabalha_com_2d}
            onChange={(value) => patch({ trabalha_com_2d: value })}
          />
          <YesNoSelect
            label="Trabalha com exames 3D?"
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
            label="Tipos de exame 2D"
            options={RADIOLOGIST_2D_EXAMS}
            freeEntry
            values={r.tipo_exame_2d}
            onChange={(values) => patch({ tipo_exame_2d: values })}
          />
          <TagInput
            label="Tipos de exame 3D"
            options={RADIOLOGIST_3D_EXAMS}
            freeEntry
            values={r.tipo_exame_3d}
            onChange={(values) => patch({ tipo_exame_3d: values })}
          />
          <TagInput
            label="Softwares 3D"
            options={RADIOLOGIST_3D_SOFTWARE}
            freeEntry
            values={r.softwares_3d}
            onChange={(values) => patch({ softwares_3d: values })}
          />
          <TagInput
            label="Plataformas de gestão de clínicas"
            options={RADIOLOGIST_PLATFORMS}
            freeEntry
            values={r.plataformas_gestao_clinicas}
            onChange={(values) => patch({ plataformas_gestao_clinicas: values })}
          />
        </div>
      </WizardSection>
      <WizardSection title="Cursos e conhecimentos">
        <div className="grid gap-6 lg:grid-cols-2">
          <TagInput
            label="Cursos de atualização em radiologia"
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
