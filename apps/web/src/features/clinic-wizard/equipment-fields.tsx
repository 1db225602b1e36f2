import { TagInput } from '../../components/ui/tag-input';
import { YesNoSelect } from '../../components/ui/yes-no-select';
import { type ClinicInfoForm, EQUIPMENT, withBrands, withEquipment } from './clinic-form';

export type ClinicFormUpdate = (update: (form: ClinicInfoForm) => ClinicInfoForm) => void;

/**
 * The five equipment types: a Sim/Não and the brand list (presets plus free brands, compared
 * exactly). Adding a brand sets the equipment to Sim; answering Não clears its brands.
 */
export function EquipmentFields({ form, update }: { form: ClinicInfoForm; update: ClinicFormUpdate }) {
  return (
    <div className="flex flex-col gap-4">
      {EQUIPMENT.map((equipment) => (
        <div
          key={equipment.flag}
          className="grid gap-4 rounded-2xl border border-navy/15 bg-mist/40 px-4 py-4 sm:px-5 lg:grid-cols-[15rem_minmax(0,1fr)]"
        >
          <YesNoSelect
            label={equipment.label}
            value={form[equipment.flag]}
            onChange={(present) => update((f) => withEquipment(f, equipment, present))}
          />
          <TagInput
            label={equipment.brandLabel}
            values={form[equipment.brands]}
            onChange={(brands) => update((f) => withBrands(f, equipment, brands))}
            options={equipment.presets}
            freeEntry
            compare="exact"
            selectPlaceholder="Selecione para adicionar"
            inputPlaceholder="Outra marca"
          />
        </div>
      ))}
    </div>
  );
}
