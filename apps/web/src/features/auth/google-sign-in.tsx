import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { GOOGLE_MESSAGES, googleFailureOutcome, signInWithGoogle } from './google-login';
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
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onCredential = async (idToken: string) => {
    setWorking(true);
    setFailure(null);
    try {
      await signInWithGoogle(idToken);
      navigate(returnTo, { replace: true });
    } catch (error) {
      const outcome = googleFailureOutcome(error, idToken);
      if (outcome.kind === 'register') {
        storeGoogleProfile(outcome.profile);
        const { email, nome } = outcome.profile;
        navigate('/cadastrar', { state: { email, nome, fromGoogle: true } });
      } else {
        setFailure(outcome.message);
        setWorking(false);
      }
    }
  };

  const google = useGoogleIdentity({ clientId, onCredential: (token) => void onCredential(token) });

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
