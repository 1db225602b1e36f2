import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useGoogleSignIn } from './api/session';
import { GOOGLE_MESSAGES, googleFailureOutcome } from './google-login';
import { GoogleMark } from './google-mark';
import { storeGoogleProfile } from './google-profile';
import { useGoogleIdentity } from './use-google-identity';

interface GoogleSignInProps {
  /** The site's Google client id: undefined while the site configuration loads, null or '' when
   * Google sign-in is not configured (the button then says so when clicked). */
  clientId: string | null | undefined;
  /** Whether another sign-in is running (the button is then disabled). */
  disabled?: boolean;
  /** Where a known account goes once signed in; default /home. */
  returnTo?: string;
}

/**
 * The 'Continuar com Google' area of the login page. A known account is signed in and goes to
 * /home (or back to the page of an expired session); an unknown one is sent to /cadastrar with its Google profile (spec 1, sections 4 and 8).
 */
export function GoogleSignIn({ clientId, disabled = false, returnTo = '/home' }: GoogleSignInProps) {
  const navigate = useNavigate();
  const signIn = useGoogleSignIn();
  // Set once the page is left (signed in, or sent to register): the button stays busy meanwhile.
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const working = signIn.isPending || leaving;

  const onCredential = (idToken: string) => {
    setFailure(null);
    signIn.mutate(idToken, {
      onSuccess: () => {
        setLeaving(true);
        navigate(returnTo, { replace: true });
      },
      onError: (error) => {
        const outcome = googleFailureOutcome(error, idToken);
        if (outcome.kind === 'register') {
          setLeaving(true);
          storeGoogleProfile(outcome.profile);
          const { email, nome } = outcome.profile;
          navigate('/cadastrar', { state: { email, nome, fromGoogle: true } });
        } else {
          setFailure(outcome.message);
        }
      },
    });
  };

  const google = useGoogleIdentity({ clientId, onCredential });

  const onClick = () => {
    setFailure(null);
    if (google.status === 'off') setFailure(GOOGLE_MESSAGES.unavailable);
    else if (google.status === 'error') google.retry();
    else google.prompt();
  };
  const message = failure ?? google.error;

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="outline"
        size="lg"
        fullWidth
        icon={<GoogleMark />}
        loading={working}
        loadingText="Redirecionando..."
        disabled={disabled || google.status === 'loading' || clientId === undefined}
        onClick={onClick}
      >
        Continuar com Google
      </Button>
      {google.showOfficialButton && !working && (
        <div ref={google.buttonContainer} className="flex min-h-11 justify-center" />
      )}
      {message && (
        <p role="alert" className="text-center text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
