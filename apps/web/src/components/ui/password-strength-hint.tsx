import { PASSWORD_MESSAGES } from '@app/shared';
import { usePasswordStrength } from '../../lib/password-strength';

const TONES: Record<string, string> = {
  fraca: 'bg-red-600',
  razoável: 'bg-amber-500',
  boa: 'bg-emerald-600',
  forte: 'bg-emerald-700',
};
const TEXT_TONES: Record<string, string> = {
  fraca: 'text-red-700',
  razoável: 'text-amber-800',
  boa: 'text-emerald-800',
  forte: 'text-emerald-800',
};

interface PasswordStrengthHintProps {
  password: string;
  /** The account's e-mail, name and documents: a password made of them is weak. */
  userInputs?: readonly unknown[];
}

/**
 * The hint under a new-password field: the rule, and while typing a four-step meter with
 * 'Força da senha: fraca / razoável / boa / forte' (announced politely). Rendered inside the
 * field's hint paragraph, so only inline elements.
 */
export function PasswordStrengthHint({ password, userInputs = [] }: PasswordStrengthHintProps) {
  const { score, label } = usePasswordStrength(password, userInputs);
  const steps = score === null ? 0 : Math.max(1, score);
  return (
    <span className="flex flex-col gap-1">
      <span>{PASSWORD_MESSAGES.rule}</span>
      <span aria-live="polite" className="flex items-center gap-2" data-testid="forca-senha">
        {label && (
          <>
            <span aria-hidden="true" className="flex gap-1">
              {[1, 2, 3, 4].map((step) => (
                <span
                  key={step}
                  className={`h-1.5 w-8 rounded-full ${step <= steps ? TONES[label] : 'bg-navy/15'}`}
                />
              ))}
            </span>
            <span className={`font-semibold ${TEXT_TONES[label] ?? ''}`}>Força da senha: {label}</span>
          </>
        )}
      </span>
    </span>
  );
}
