import { WIZARD_MESSAGES } from './wizard-api';

/** The publish failure toast: the spec's text, and the server's explanation under it when there is one. */
export function PublishFailureToast({ detail }: { detail: string | null }) {
  return (
    <div>
      <p className="font-semibold">{WIZARD_MESSAGES.publishFailed}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
    </div>
  );
}
