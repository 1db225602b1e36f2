import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
  className?: string;
}

const TONES = {
  error: { Icon: CircleAlert, classes: 'border-red-200 bg-red-50 text-red-800' },
  success: { Icon: CircleCheck, classes: 'border-accent/40 bg-accent-soft/50 text-navy' },
  info: { Icon: Info, classes: 'border-navy/15 bg-mist text-navy' },
} as const;

/**
 * A message beside a form: errors are announced at once (role="alert"), successes and notices
 * politely (role="status"). Render it only when there is something to say.
 */
export function FormAlert({ tone, children, id, className = '' }: FormAlertProps) {
  const { Icon, classes } = TONES[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm ${classes} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
