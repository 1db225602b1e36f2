import { FormProvider } from 'react-hook-form';
import { Navigate } from 'react-router';
import { fixableErrors } from '../../components/wizard/fixable-errors';
import { useStepFocus } from '../../components/wizard/use-step-focus';
import { WizardFrame } from '../../components/wizard/wizard-frame';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import { useLoginPath } from '../../lib/use-login-path';
import { usePageTitle } from '../../lib/use-page-title';
import { EducationStep } from './education-step';
import { ProfessionStep } from './profession-step';
import { buildPublishPayload } from './publish-payload';
import { ReviewStep } from './review-step';
import { useCandidateContext } from './use-candidate-context';
import { useCandidateWizard } from './use-candidate-wizard';
import { REVIEW_TITLE, STEP_NAMES } from './wizard-steps';

/**
 * /cadastrar/curriculo: the candidate publication wizard (spec 2 section 2.1). Step 1 formação,
 * experiência and endereço; step 2 the stored profession's record; step 3 the review, consent and
 * Publicar. Without a session the visitor goes to /login.
 */
export function CandidateWizardPage() {
  usePageTitle('Currículo');
  const context = useCandidateContext();
  const wizard = useCandidateWizard(context);
  const loginPath = useLoginPath();
  const { step, form } = wizard;
  const headingRef = useStepFocus(step, wizard.focusAfterStep);

  if (context.status === 'no-session') return <Navigate to={loginPath} replace />;
  if (context.status === 'not-candidate') return <Navigate to="/perfil" replace />;
  if (context.status === 'loading') {
    return (
      <p role="status" className="py-20 text-center text-muted">
        Carregando...
      </p>
    );
  }

  const title = step === 0 ? STEP_NAMES[0] : step === 1 ? STEP_NAMES[1] : REVIEW_TITLE;

  return (
    <WizardFrame
      titleId="curriculo-titulo"
      steps={STEP_NAMES}
      stepsLabel="Etapas do currículo"
      title={title}
      headingRef={headingRef}
      intro={
        step === 1 &&
        context.profession && (
          <p className="mt-2 text-muted">
            {'Profissão: '}
            <strong className="text-navy">{context.profession}</strong>
          </p>
        )
      }
      wizard={wizard}
    >
      <FormProvider {...form}>
        {step === 0 && <EducationStep />}
        {step === 1 && (
          <ProfessionStep
            record={context.record}
            candidateId={context.id}
            photo={{ preview: wizard.photoPreview, onUploaded: wizard.setPhotoPreview }}
          />
        )}
        {step === 2 && (
          <ReviewStep
            payload={buildPublishPayload(form.watch(), context.record, PRIVACY_POLICY_VERSION)}
            profession={context.profession}
            email={context.email}
            telefone={context.telefone}
            candidateId={context.id}
            photoPreview={wizard.photoPreview}
            onConsent={wizard.setConsent}
            consentError={wizard.consentError}
            publishError={wizard.publishError}
            fieldErrors={fixableErrors(wizard.fieldErrors, (e) => wizard.show(e.step, e.path))}
          />
        )}
      </FormProvider>
    </WizardFrame>
  );
}

export { CandidateWizardPage as Component };
