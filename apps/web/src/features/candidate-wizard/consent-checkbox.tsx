import { Link } from 'react-router';
import { useSiteConfig } from '../../lib/site-config';
import { SITE_NAME } from '../../lib/use-page-title';

interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Id of the message explaining a refusal, when there is one. */
  describedBy?: string;
  /** The checkbox's own message (what to do), shown beside it. */
  error?: string | null;
}

const ERROR_ID = 'consentimento-erro';

/**
 * The consent of the review page: the candidate authorises the consultancy to keep the
 * information and to contact them about professional opportunities. The policy opens in a new
 * tab, so the wizard (and what was typed) stays open.
 */
export function ConsentCheckbox({ checked, onChange, describedBy, error = null }: ConsentCheckboxProps) {
  const name = useSiteConfig().data?.name || SITE_NAME;
  const described = [error ? ERROR_ID : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div
        className={`flex items-start gap-3 rounded-2xl border px-4 py-4 ${error ? 'border-red-400 bg-red-50' : 'border-accent/50 bg-accent-soft/30'}`}
      >
        <input
          id="consentimento"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-accent-strong"
        />
        <label htmlFor="consentimento" className="cursor-pointer text-sm leading-relaxed text-ink">
          {`Autorizo a ${name} a manter as informações deste currículo em seu banco de talentos e a entrar em contato comigo sobre oportunidades profissionais, conforme a `}
          <Link
            to="/politicaprivacidade"
            target="_blank"
            rel="noopener"
            className="font-semibold text-accent-strong underline underline-offset-2"
          >
            Política de Privacidade
            <span className="sr-only"> (abre em nova aba)</span>
          </Link>
          .
        </label>
      </div>
      {error && (
        <p id={ERROR_ID} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
