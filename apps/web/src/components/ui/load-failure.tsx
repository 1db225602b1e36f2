import { RotateCw } from 'lucide-react';
import { RETRY_LABEL, userMessage } from '../../lib/user-message';
import { Button } from './button';
import { FormAlert } from './form-alert';

interface LoadFailureProps {
  /** The failure of the read. */
  error: unknown;
  /** What could not be read, said when the server answered with an error ('Não foi possível carregar o perfil.'). */
  message: string;
  /** Reads again (the query's refetch). */
  onRetry: () => unknown;
  /** The read is under way again. */
  retrying?: boolean;
  className?: string;
}

/**
 * A page or part of one that could not be read: what happened (the outage message when the server
 * could not be reached, lib/user-message.ts) and 'Tentar de novo', which reads it again.
 */
export function LoadFailure({ error, message, onRetry, retrying = false, className }: LoadFailureProps) {
  return (
    <FormAlert tone="error" className={className}>
      <p className="font-semibold">{userMessage(error, message)}</p>
      <Button
        variant="outline"
        className="mt-3"
        onClick={() => onRetry()}
        loading={retrying}
        loadingText="Carregando..."
        icon={<RotateCw aria-hidden="true" className="h-4 w-4" />}
      >
        {RETRY_LABEL}
      </Button>
    </FormAlert>
  );
}
