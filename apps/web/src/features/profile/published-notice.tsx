import { X } from 'lucide-react';
import { FormAlert } from '../../components/ui/form-alert';
import { PUBLISHED_NOTICE } from '../../lib/published-state';

/** /perfil right after a publish: the profile is published and clinics can find it. */
export function PublishedNotice({ onClose }: { onClose: () => void }) {
  return (
    <FormAlert tone="success" className="text-base">
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold">{PUBLISHED_NOTICE}</p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Fechar aviso"
          className="-mt-1 -mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-navy hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-navy"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </FormAlert>
  );
}
