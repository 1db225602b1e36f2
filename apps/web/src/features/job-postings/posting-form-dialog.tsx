import {
  JORNADAS,
  type MinhaVaga,
  maskReais,
  PROFESSIONS,
  TIPOS_CONTRATO,
  unusualSalaryWarning,
  type VagaPayload,
} from '@app/shared';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TagInput } from '../../components/ui/tag-input';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useSaveVaga } from './api/postings';
import {
  defaultsOf,
  EQUIPMENT_OPTIONS,
  FIELDS,
  type FormValues,
  SOFTWARE_OPTIONS,
  STATE_OPTIONS,
  vagaResolver,
} from './posting-form-values';

/** 'Nova vaga' and 'Editar vaga': the posting's form, checked with the shared schema. */
export function PostingFormDialog({ vaga, onClose }: { vaga: MinhaVaga | null; onClose: () => void }) {
  const save = useSaveVaga();
  const [formError, setFormError] = useState<string | null>(null);
  // A salary far outside the profession's usual pay is asked about once: the same figures sent
  // again are published as they are.
  const [salaryCheck, setSalaryCheck] = useState<{ key: string; text: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FormValues, unknown, VagaPayload>({
    defaultValues: defaultsOf(vaga),
    resolver: vagaResolver,
  });

  const submit = handleSubmit((payload) => {
    setFormError(null);
    const warning = unusualSalaryWarning(payload.tipo_profissao, payload.salario_min, payload.salario_max);
    const key = `${payload.tipo_profissao}|${payload.salario_min}|${payload.salario_max}`;
    if (warning && salaryCheck?.key !== key) {
      setSalaryCheck({ key, text: warning });
      setFocus(payload.salario_max !== null ? 'salario_max' : 'salario_min');
      return;
    }
    save.mutate(
      { id: vaga?.id, input: payload },
      {
        onSuccess: () => {
          notify.success(vaga ? 'Vaga atualizada.' : 'Vaga publicada! Ela já aparece na lista de vagas.');
          onClose();
        },
        onError: (err) => {
          if (!showServerFieldErrors(err, setError, FIELDS))
            setFormError(err instanceof ApiError ? err.message : 'Não foi possível salvar a vaga.');
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
            mask={maskReais}
            error={msg('salario_min')}
            {...register('salario_min')}
          />
          <TextField
            label="Salário máximo (R$)"
            optional
            inputMode="decimal"
            mask={maskReais}
            error={msg('salario_max')}
            {...register('salario_max')}
          />
        </div>
        {salaryCheck && (
          <FormAlert tone="info" className="md:col-span-2">
            {salaryCheck.text} Se estiver certo, clique em “{vaga ? 'Salvar alterações' : 'Publicar vaga'}” de
            novo.
          </FormAlert>
        )}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" {...register('mostrar_salario')} />
          Exibir o salário na vaga
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4" {...register('mostrar_endereco')} />
          <span>
            Exibir o endereço da clínica na vaga
            <span className="block text-xs text-slate-500">
              Rua, número, bairro e CEP do perfil da clínica, quando a vaga é no mesmo município.
            </span>
          </span>
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
        <TagField control={control} name="equipamentos" label="Equipamentos" options={EQUIPMENT_OPTIONS} />
        <TagField control={control} name="softwares" label="Softwares" options={SOFTWARE_OPTIONS} />
        <TagField
          control={control}
          name="beneficios"
          label="Benefícios"
          className="md:col-span-2"
          inputPlaceholder="Ex.: vale-transporte"
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

interface TagFieldProps {
  control: Control<FormValues, unknown, VagaPayload>;
  name: 'equipamentos' | 'softwares' | 'beneficios';
  label: string;
  /** Suggestions; with them, free entries are accepted too. Without them the list is free text. */
  options?: readonly string[];
  inputPlaceholder?: string;
  className?: string;
}

/** A list field of the posting (equipment, software, benefits) with its message under it. */
function TagField({ control, name, label, options, inputPlaceholder, className }: TagFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={className}>
          <TagInput
            label={label}
            values={field.value}
            onChange={field.onChange}
            {...(options ? { options, freeEntry: true } : {})}
            {...(inputPlaceholder ? { inputPlaceholder } : {})}
          />
          {fieldState.error && <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>}
        </div>
      )}
    />
  );
}
