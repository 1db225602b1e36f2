import { WIZARD_MESSAGES } from './wizard-api';

/**
 * The publish success, one toast: the spec's two texts ('Inscrição concluída.' and the thanks for
 * the profession), one under the other. /perfil then says that clinics can find the candidate.
 */
export function PublishedToast({ profession }: { profession: string }) {
  return (
    <div>
      <p className="font-semibold">{WIZARD_MESSAGES.published}</p>
      <p className="mt-1 text-sm">{WIZARD_MESSAGES.thanks(profession)}</p>
    </div>
  );
}
