import { Check } from 'lucide-react';

export interface StepperProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The current step, 0-based. */
  current: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
}

/**
 * A numbered step indicator: one circle per step, the current one highlighted (aria-current),
 * the finished ones checked. Names show beside the circles from the sm breakpoint up; on small
 * screens only the current step's name is shown, under the circles.
 */
export function Stepper({ steps, current, label = 'Etapas', className = '' }: StepperProps) {
  return (
    <div className={className}>
      <ol aria-label={label} className="flex items-center">
        {steps.map((name, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center ${index < steps.length - 1 ? 'flex-1' : ''}`}
            >
              <span className="flex items-center gap-2.5">
                <span
                  className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 text-base font-bold ${
                    active
                      ? 'border-accent-strong bg-accent-strong text-white'
                      : done
                        ? 'border-accent-strong bg-white text-accent-strong'
                        : 'border-navy/25 bg-white text-muted'
                  }`}
                >
                  {done ? (
                    <Check aria-hidden="true" className="h-5 w-5" />
                  ) : (
                    <span aria-hidden="true">{index + 1}</span>
                  )}
                </span>
                <span className="sr-only">{`Etapa ${index + 1} de ${steps.length}: `}</span>
                <span
                  className={`hidden text-sm lg:inline ${active ? 'font-semibold text-navy' : 'text-muted'}`}
                >
                  {name}
                </span>
                <span className="sr-only lg:hidden">{name}</span>
                {done && <span className="sr-only"> (concluída)</span>}
              </span>
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`mx-3 h-0.5 min-w-6 flex-1 rounded ${done ? 'bg-accent-strong' : 'bg-navy/15'}`}
                />
              )}
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="mt-3 text-sm font-semibold text-navy lg:hidden">
        {`Etapa ${current + 1} de ${steps.length}: ${steps[current] ?? ''}`}
      </p>
    </div>
  );
}
