import {
  CLINIC_2_IN_1_BRANDS,
  CLINIC_3_IN_1_BRANDS,
  CLINIC_3D_PRINTER_BRANDS,
  CLINIC_INTRAORAL_XRAY_MODELS,
  CLINIC_SCANNER_BRANDS,
  JORNADAS,
  type MinhaVaga,
  PROFESSIONS,
  RADIOLOGIST_3D_SOFTWARE,
  RADIOLOGIST_PLATFORMS,
  RECEPTIONIST_PLATFORMS,
  STATES,
  TECHNOLOGIST_PLATFORMS,
  TIPOS_CONTRATO,
  type VagaInput,
  type VagaPayload,
  vagaInputSchema,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TagInput } from '../../components/ui/tag-input';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useSaveVaga } from './api/postings';

const unique = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort();
/** The equipment and software offered: the catalogues of the professional records and clinics. */
export const EQUIPMENT_OPTIONS = unique(
  CLINIC_2_IN_1_BRANDS,
  CLINIC_3_IN_1_BRANDS,
  CLINIC_SCANNER_BRANDS,
  CLINIC_INTRAORAL_XRAY_MODELS,
  CLINIC_3D_PRINTER_BRANDS,
);
export const SOFTWARE_OPTIONS = unique(
  RADIOLOGIST_3D_SOFTWARE,
  RADIOLOGIST_PLATFORMS,
  TECHNOLOGIST_PLATFORMS,
  RECEPTIONIST_PLATFORMS,
);
const STATE_OPTIONS = STATES.map((s) => ({ value: s.uf, label: `${s.nome} (${s.uf})` }));

interface FormValues {
  titulo: string;
  tipo_profissao: string;
  descricao: string;
  estado: string;
  cidade: string;
  tipo_contrato: string;
  jornada: string;
  salario_min: string;
  salario_max: string;
  mostrar_salario: boolean;
  registro_obrigatorio: boolean;
  equipamentos: string[];
  softwares: string[];
  beneficios: string[];
}

const reais = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

function defaultsOf(vaga: MinhaVaga | null): FormValues {
  return {
    titulo: vaga?.titulo ?? '',
    tipo_profissao: vaga?.tipo_profissao ?? '',
    descricao: vaga?.descricao ?? '',
    estado: vaga?.estado ?? '',
    cidade: vaga?.cidade ?? '',
    tipo_contrato: vaga?.tipo_contrato ?? '',
    jornada: vaga?.jornada ?? '',
    salario_min: reais(vaga?.salario_min ?? null),
    salario_max: reais(vaga?.salario_max ?? null),
    mostrar_salario: vaga?.mostrar_salario ?? false,
    registro_obrigatorio: vaga?.registro_obrigatorio ?? false,
    equipamentos: vaga?.equipamentos ?? [],
    softwares: vaga?.softwares ?? [],
    beneficios: vaga?.beneficios ?? [],
  };
}

/** The shared schema checks the form's values (text salaries, empty selects) as the API does. */
const vagaResolver = zodResolver(vagaInputSchema) as unknown as Resolver<FormValues, unknown, VagaPayload>;

const FIELDS = Object.keys(defaultsOf(null)) as FieldPath<FormValues>[];

/** 'Nova vaga' and 'Editar vaga': the posting's form, checked with the shared schema. */
export function PostingFormDialog({ vaga, onClose }: { vaga: MinhaVaga | null; onClose: () => void }) {
  const save = useSaveVaga();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, VagaPayload>({
    defaultValues: defaultsOf(vaga),
    resolver: vagaResolver,
  });

  const submit = handleSubmit((payload) => {
    setFormError(null);
    save.mutate(
      { id: vaga?.id, input: payload as VagaInput },
      {
        onSuccess: () => {
          notify.success(vaga ? 'Vaga atualizada.' : 'Vaga publicada! Ela já aparece na lista de vagas.');
          onClose();
        },
        onError: (err) => {
          const body = err instanceof ApiError ? (err.body as { errors?: unknown }) : null;
          const fieldErrors = Array.isArray(body?.errors)
            ? (body.errors as { field?: string; message?: string }[])
            : [];
          let shown = false;
          for (const item of fieldErrors) {
            const field = item.field?.split('.')[0] as FieldPath<FormValues> | undefined;
            if (field && FIELDS.includes(field) && item.message) {
              setError(field, { type: 'server', message: item.message });
              shown = true;
            }
          }
          if (!shown) setFormError(err instanceof ApiError ? err.message : 'Não foi possível salvar a vaga.');
        },
      },
    );
  });
  const msg = (name: keyof FormValues) => errors[name]?.message ?? null;

  return (
    <Modal
      title={vaga ? 'Editar vaga' : 'Nova vaga'}
      size="5xl"
      onClose={onClose}
      dismissible={!save.isPending}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="vaga-form" loading={save.isPending} loadingText="Salvando…">
            {vaga ? 'Salvar alterações' : 'Publicar vaga'}
          </Button>
        </div>
      }
    >
      <form id="vaga-form" noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Título da vaga"
          data-autofocus
          className="md:col-span-2"
          error={msg('titulo')}
          {...register('titulo')}
        />
        <SelectField
          label="Profissão"
          placeholder="Selecione"
          options={PROFESSIONS}
          error={msg('tipo_profissao')}
          {...register('tipo_profissao')}
        />
        <SelectField
          label="Tipo de contrato"
          placeholder="Selecione"
          options={TIPOS_CONTRATO}
          error={msg('tipo_contrato')}
          {...register('tipo_contrato')}
        />
        <SelectField
          label="Estado"
          placeholder="Selecione"
          options={STATE_OPTIONS}
          error={msg('estado')}
          {...register('estado')}
        />
        <TextField label="Cidade" error={msg('cidade')} {...register('cidade')} />
        <SelectField
          label="Jornada"
          placeholder="Selecione"
          options={JORNADAS}
          error={msg('jornada')}
          {...register('jornada')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Salário mínimo (R$)"
            optional
            inputMode="decimal"
            error={msg('salario_min')}
            {...register('salario_min')}
          />
          <TextField
            label="Salário máximo (R$)"
            optional
            inputMode="decimal"
            error={msg('salario_max')}
            {...register('salario_max')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('mostrar_salario')} />
          Exibir o salário na vaga
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('registro_obrigatorio')} />
          Registro profissional no conselho obrigatório
        </label>
        <TextAreaField
          label="Descrição"
          className="md:col-span-2"
          rows={6}
          hint="Atividades, requisitos e diferenciais da vaga."
          error={msg('descricao')}
          {...register('descricao')}
        />
        <Controller
          control={control}
          name="equipamentos"
          render={({ field, fieldState }) => (
            <div>
              <TagInput
                label="Equipamentos"
                values={field.value}
                onChange={field.onChange}
                options={EQUIPMENT_OPTIONS}
                freeEntry
              />
              {fieldState.error && <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>}
            </div>
          )}
        />
        <Controller
          control={control}
          name="softwares"
          render={({ field, fieldState }) => (
            <div>
              <TagInput
                label="Softwares"
                values={field.value}
                onChange={field.onChange}
                options={SOFTWARE_OPTIONS}
                freeEntry
              />
              {fieldState.error && <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>}
            </div>
          )}
        />
        <Controller
          control={control}
          name="beneficios"
          render={({ field, fieldState }) => (
            <div className="md:col-span-2">
              <TagInput
                label="Benefícios"
                values={field.value}
                onChange={field.onChange}
                inputPlaceholder="Ex.: vale-transporte"
              />
              {fieldState.error && <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>}
            </div>
          )}
        />
        {formError && (
          <FormAlert tone="error" className="md:col-span-2">
            {formError}
          </FormAlert>
        )}
      </form>
    </Modal>
  );
}
