import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useSavedToggle } from './api/saved-candidates';

interface SaveCandidateButtonProps {
  candidateId: number;
  /** Whether the clinic saved the candidate, as the API answered. */
  saved: boolean;
}

/**
 * The clinic's 'Salvar candidato' / 'Salvo' toggle (a pressed button), private to the clinic. While
 * the change is under way it shows the state asked for; a failure returns to the stored one.
 */
export function SaveCandidateButton({ candidateId, saved }: SaveCandidateButtonProps) {
  const toggle = useSavedToggle(candidateId);
  const shown = toggle.isPending ? toggle.variables : saved;
  return (
    <Button
      variant={shown ? 'secondary' : 'outline'}
      aria-pressed={shown}
      onClick={() => toggle.mutate(!shown)}
      icon={
        shown ? (
          <BookmarkCheck aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Bookmark aria-hidden="true" className="h-4 w-4" />
        )
      }
    >
      {shown ? 'Salvo' : 'Salvar candidato'}
    </Button>
  );
}
