import { maskCep, STATES } from '@app/shared';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import type { DraftUpdate } from './use-candidate-wizard';
import type { EnderecoDraft } from './wizard-draft';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.uf, label: `${s.uf} - ${s.nome}` }));

/** 'Endereço': state (the 27 units), CEP, city, street, number, complement, acting outside the city. */
export function AddressFields({ endereco, update }: { endereco: EnderecoDraft; update: DraftUpdate }) {
  const patch = (values: Partial<EnderecoDraft>) =>
    update((d) => ({ ...d, endereco: { ...d.endereco, ...values } }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Estado"
        placeholder="Selecione o estado"
        options={STATE_OPTIONS}
        value={endereco.estado}
        onChange={(e) => patch({ estado: e.target.value })}
      />
      <TextField
        label="CEP"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        maxLength={9}
        value={endereco.cep}
        onChange={(e) => patch({ cep: maskCep(e.target.value) })}
      />
      <TextField
        label="Cidade"
        autoComplete="address-level2"
        value={endereco.cidade}
        onChange={(e) => patch({ cidade: e.target.value })}
      />
      <TextField
        label="Logradouro"
        autoComplete="address-line1"
        placeholder="Rua, avenida…"
        value={endereco.logradouro}
        onChange={(e) => patch({ logradouro: e.target.value })}
      />
      <TextField label="Número" value={endereco.numero} onChange={(e) => patch({ numero: e.target.value })} />
      <TextField
        label="Complemento"
        autoComplete="address-line2"
        value={endereco.complemento}
        onChange={(e) => patch({ complemento: e.target.value })}
      />
      <YesNoSelect
        label="Deseja atuar fora da sua cidade?"
        className="sm:col-span-2"
        value={endereco.atuarEmOutraCidade}
        onChange={(value) => patch({ atuarEmOutraCidade: value })}
      />
    </div>
  );
}
