import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A message under a form: errors are announced at once (role="alert"), successes politely
 * (role="status"). Render it only when there is something to say.
 */
export function FormAlert({ tone, children, id, className = '' }: FormAlertProps) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={error ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm ${
        error ? 'border-red-200 bg-red-50 text-red-800' : 'border-accent/40 bg-accent-soft/50 text-navy'
      } ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
