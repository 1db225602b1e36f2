import type { EquipmentSummary } from './clinic-display';

/** The five equipment types: Sim/Não and the brands of each. */
export function EquipmentList({ items }: { items: readonly EquipmentSummary[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map(({ label, answer, brands }) => (
        <li key={label} className="min-w-0 rounded-xl bg-mist/60 px-4 py-3">
          <p className="flex items-center justify-between gap-3">
            <span className="font-semibold text-navy">{label}</span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                answer === 'Sim' ? 'bg-accent-soft text-navy' : 'bg-white text-muted'
              }`}
            >
              {answer}
            </span>
          </p>
          <p className="mt-1 break-words text-sm text-ink">
            <span className="text-muted">{'Marcas: '}</span>
            {brands}
          </p>
        </li>
      ))}
    </ul>
  );
}
