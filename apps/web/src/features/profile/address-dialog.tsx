import { maskCep, STATES } from '@app/shared';
import { useState } from 'react';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { EditDialog } from './edit-dialog';
import { type CandidateEnderecoAnswer, saveCandidateEndereco } from './profile-api';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.uf, label: `${s.uf} - ${s.nome}` }));

const TEXT_FIELDS = ['logradouro', 'numero', 'bairro', 'complemento', 'cidade', 'estado', 'cep'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type EnderecoForm = Record<TextFieldName, string> & { deseja_atuar_fora: boolean };

function formOf(endereco: CandidateEnderecoAnswer | null | undefined): EnderecoForm {
  const form = { deseja_atuar_fora: endereco?.deseja_atuar_fora === true } as EnderecoForm;
  for (const field of TEXT_FIELDS) form[field] = endereco?.[field] ?? '';
  form.estado = form.estado.toUpperCase();
  form.cep = maskCep(form.cep);
  return form;
}

interface AddressDialogProps {
  candidateId: string;
  endereco: CandidateEnderecoAnswer | null | undefined;
  onClose: () => void;
  onSettled: () => Promise<unknown>;
}

/** 'Editar Endereço' of a candidate: PUT /api/v1/endereco_candidato/{id}. */
export function AddressDialog({ candidateId, endereco, onClose, onSettled }: AddressDialogProps) {
  const [form, setForm] = useState(() => formOf(endereco));
  const set = (field: TextFieldName, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const save = async () => {
    const body: Record<string, unknown> = { usuario_candidato_id: Number(candidateId) };
    for (const field of TEXT_FIELDS) body[field] = form[field].trim();
    body.cep = form.cep.replace(/\D/g, '');
    body.deseja_atuar_fora = form.deseja_atuar_fora;
    await saveCandidateEndereco(candidateId, body);
  };

  return (
    <EditDialog title="Editar Endereço" onClose={onClose} onSave={save} onSettled={onSettled}>
      <div className="grid gap-5 sm:grid-cols-6">
        <TextField
          label="Logradouro"
          autoComplete="address-line1"
          className="sm:col-span-4"
          value={form.logradouro}
          onChange={(e) => set('logradouro', e.target.value)}
        />
        <TextField
          label="Número"
          className="sm:col-span-2"
          value={form.numero}
          onChange={(e) => set('numero', e.target.value)}
        />
        <TextField
          label="Bairro"
          className="sm:col-span-3"
          value={form.bairro}
          onChange={(e) => set('bairro', e.target.value)}
        />
        <TextField
          label="Complemento"
          autoComplete="address-line2"
          className="sm:col-span-3"
          value={form.complemento}
          onChange={(e) => set('complemento', e.target.value)}
        />
        <TextField
          label="Cidade"
          autoComplete="address-level2"
          className="sm:col-span-3"
          value={form.cidade}
          onChange={(e) => set('cidade', e.target.value)}
        />
        <SelectField
          label="Estado"
          placeholder="Selecione o estado"
          options={STATE_OPTIONS}
          className="sm:col-span-3"
          value={form.estado}
          onChange={(e) => set('estado', e.target.value)}
        />
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={9}
          className="sm:col-span-3"
          value={form.cep}
          onChange={(e) => set('cep', maskCep(e.target.value))}
        />
        <YesNoSelect
          label="Deseja atuar fora da sua cidade?"
          className="sm:col-span-3"
          value={form.deseja_atuar_fora}
          onChange={(value) => setForm((f) => ({ ...f, deseja_atuar_fora: value }))}
        />
      </div>
    </EditDialog>
  );
}
