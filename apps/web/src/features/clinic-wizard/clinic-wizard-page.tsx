import { Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DraftOffer } from '../../components/ui/draft-offer';
import { Stepper } from '../../components/ui/stepper';
import { WizardNavigation } from '../../components/wizard/wizard-navigation';
import { usePageTitle } from '../../lib/use-page-title';
import { CLINIC_WIZARD_MESSAGES } from './clinic-api';
import { ClinicInfoFields } from './clinic-info-fields';
import { ClinicReviewStep } from './clinic-review-step';
import { FormSection } from './form-section';
import { ProfilePhotoUpload } from './profile-photo-upload';
import { useClinicContext } from './use-clinic-context';
import { CLINIC_STEPS, useClinicWizard } from './use-clinic-wizard';

/**
 * /cadastrar/etapas-clinica: the clinic publication wizard (spec 2 section 2.2). Step 1
 * 'Informações da Clínica' (equipment, about, address, photo); step 2 the review with the
 * registration data and Publicar.
 */
export function ClinicWizardPage() {
  usePageTitle('Dados da clínica');
  const context = useClinicContext();
  const wizard = useClinicWizard(context);
  const { step, draft } = wizard;
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

  return (
    <div className="mx-auto max-w-5xl">
      <section
        aria-labelledby="clinica-titulo"
        className="rounded-3xl bg-white px-4 py-7 shadow-lg shadow-navy/5 sm:px-10 sm:py-10"
      >
        <Stepper steps={CLINIC_STEPS} current={step} label="Etapas do cadastro da clínica" />
        <div className="mt-8 mb-7">
          <h1
            id="clinica-titulo"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy outline-none sm:text-3xl"
          >
            {step === 0 ? CLINIC_STEPS[0] : CLINIC_WIZARD_MESSAGES.reviewTitle}
          </h1>
          {step === 0 && (
            <p className="mt-3 flex items-start gap-2 rounded-xl bg-accent-soft/50 px-4 py-3 text-sm text-navy">
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {CLINIC_WIZARD_MESSAGES.notice}
            </p>
          )}
        </div>
        {draft.offer && (
          <DraftOffer savedAt={draft.offer.savedAt} onResume={draft.resume} onDiscard={draft.discard} />
        )}
        <div ref={wizard.stepRef}>
          {step === 0 && (
            <ClinicInfoFields
              form={wizard.values}
              update={wizard.update}
              errors={wizard.errors}
              extra={
                <FormSection title="Foto da clínica">
                  <ProfilePhotoUpload
                    tipo="clinica"
                    userId={context.id}
                    label="Escolha a foto da clínica"
                    successText={CLINIC_WIZARD_MESSAGES.photoSent}
                    preview={wizard.photo}
                    onUploaded={wizard.setPhoto}
                    showStored
                  />
                </FormSection>
              }
            />
          )}
          {step === 1 && (
            <ClinicReviewStep
              form={wizard.values}
              registration={context.registration}
              clinicId={context.id}
              photo={wizard.photo}
              publishError={wizard.publishError}
              fieldErrors={wizard.fieldErrors.map((e) => ({
                label: e.label,
                message: e.message,
                onFix: () => wizard.show(0, e.field),
              }))}
            />
          )}
        </div>
        <div className="mt-8">
          <WizardNavigation
            step={step}
            count={CLINIC_STEPS.length}
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

export { ClinicWizardPage as Component };
