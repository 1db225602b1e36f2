import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { Navigate } from 'react-router';
import { DraftOffer } from '../../components/ui/draft-offer';
import { Stepper } from '../../components/ui/stepper';
import { WizardNavigation } from '../../components/wizard/wizard-navigation';
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
  const { step, form, draft } = wizard;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (!wizard.focusAfterStep()) headingRef.current?.focus({ preventScroll: true });
  }, [step]);

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
    <div className="mx-auto max-w-5xl">
      <section
        aria-labelledby="curriculo-titulo"
        className="rounded-3xl bg-white px-4 py-7 shadow-lg shadow-navy/5 sm:px-10 sm:py-10"
      >
        <Stepper steps={STEP_NAMES} current={step} label="Etapas do currículo" />
        <div className="mt-8 mb-7">
          <h1
            id="curriculo-titulo"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {step === 1 && context.profession && (
            <p className="mt-2 text-muted">
              {'Profissão: '}
              <strong className="text-navy">{context.profession}</strong>
            </p>
          )}
        </div>
        {draft.offer && (
          <DraftOffer savedAt={draft.offer.savedAt} onResume={draft.resume} onDiscard={draft.discard} />
        )}
        <FormProvider {...form}>
          <div ref={wizard.stepRef}>
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
                fieldErrors={wizard.fieldErrors.map((e) => ({
                  label: e.label,
                  message: e.message,
                  onFix: () => wizard.show(e.step, e.path),
                }))}
              />
            )}
          </div>
        </FormProvider>
        <div className="mt-8">
          <WizardNavigation
            step={step}
            count={STEP_NAMES.length}
            onBack={wizard.back}
            onNext={wizard.next}
            onPublish={wizard.publish}
            publishing={wizard.publishing}
          />
        </div>
      </section>
    </div>
  );
}

export { CandidateWizardPage as Component };
