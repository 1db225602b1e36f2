import { LockKeyhole } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { useLoginPath } from '../../lib/use-login-path';
import { logout } from '../auth';
import { ACCESS_TEXTS } from './access';
import { useScrollLock } from './use-scroll-lock';

interface AccessRestrictedOverlayProps {
  /** 'visitor': not logged in; 'non-clinic': logged in with an account that is not a clinic. */
  reason: 'visitor' | 'non-clinic';
}

interface AccessActionsProps extends AccessRestrictedOverlayProps {
  /** The first action, which takes the focus. */
  firstActionRef: RefObject<HTMLAnchorElement | null>;
}

/**
 * The overlay's way out: a visitor signs in, signs up or goes home; a non-clinic account goes
 * home or signs in afresh with the clinic's account.
 */
function AccessActions({ reason, firstActionRef }: AccessActionsProps) {
  const navigate = useNavigate();
  // Signing in brings the person back to this page.
  const loginPath = useLoginPath();
  const [leaving, setLeaving] = useState(false);

  const loginAsClinic = async () => {
    setLeaving(true);
    await logout();
    navigate(loginPath);
  };

  const secondary = buttonClasses({ variant: 'outline', fullWidth: true });
  return (
    <div className="mt-2 flex w-full flex-col gap-3">
      {reason === 'visitor' ? (
        <>
          <Link ref={firstActionRef} to={loginPath} className={buttonClasses({ fullWidth: true })}>
            {ACCESS_TEXTS.login}
          </Link>
          <Link to="/cadastrar" className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
            {ACCESS_TEXTS.signup}
          </Link>
          <Link to="/home" className={secondary}>
            {ACCESS_TEXTS.home}
          </Link>
        </>
      ) : (
        <>
          <Link ref={firstActionRef} to="/home" className={secondary}>
            {ACCESS_TEXTS.home}
          </Link>
          <Button fullWidth onClick={loginAsClinic} loading={leaving}>
            {ACCESS_TEXTS.clinicLogin}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The 'Acesso restrito' overlay of the candidate list (spec 1 section 2): a modal dialog that
 * cannot be dismissed, only left through its buttons. It is a native <dialog> opened with
 * showModal, so the page behind is inert; it is named by its title and described by its text,
 * the first button takes the focus, and the page does not scroll while it is shown.
 *
 * 'Entrar com conta de clínica' logs the current (non-clinic) account out before opening
 * /login, so the person signs in afresh with the clinic's account.
 */
export function AccessRestrictedOverlay({ reason }: AccessRestrictedOverlayProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const firstAction = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const textId = useId();
  useScrollLock(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // Escape (the native close request) does not dismiss it: the page behind stays restricted.
    const onCancel = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  // The first action takes the focus, again when the reason changes (another tab logged in or out).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when the buttons change
  useEffect(() => {
    firstAction.current?.focus();
  }, [reason]);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-navy-dark/70 backdrop:backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4 px-6 py-8 text-center sm:px-10">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-navy">
          <LockKeyhole aria-hidden="true" className="h-7 w-7" />
        </span>
        <h2 id={titleId} className="text-2xl font-bold text-navy">
          {ACCESS_TEXTS.title}
        </h2>
        <p id={textId} className="text-muted">
          {reason === 'visitor' ? ACCESS_TEXTS.visitor : ACCESS_TEXTS.nonClinic}
        </p>
        <AccessActions reason={reason} firstActionRef={firstAction} />
      </div>
    </dialog>
  );
}
