import { STATES } from '@app/shared';

type State = (typeof STATES)[number];

/** The 27 federative units (packages/shared's STATES) as a select's options: the UF as value, labelled by `label`. */
export function stateOptions(label: (state: State) => string): { value: State['uf']; label: string }[] {
  return STATES.map((state) => ({ value: state.uf, label: label(state) }));
}

/** 'SP - São Paulo': the state of the address forms. */
export const ADDRESS_STATE_OPTIONS = stateOptions((s) => `${s.uf} - ${s.nome}`);
