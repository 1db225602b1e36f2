import { Info } from 'lucide-react';
import { fixableErrors } from '../../components/wizard/fixable-errors';
import { useStepFocus } from '../../components/wizard/use-step-focus';
import { WizardFrame } from '../../components/wizard/wizard-frame';
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
  const { step } = wizard;
  const headingRef = useStepFocus(step, wizard.focusAfterStep);

  return (
    <WizardFrame
      titleId="clinica-titulo"
      steps={CLINIC_STEPS}
      stepsLabel="Etapas do cadastro da clínica"
      title={step === 0 ? CLINIC_STEPS[0] : CLINIC_WIZARD_MESSAGES.reviewTitle}
      headingRef={headingRef}
      intro={
        step === 0 && (
          <p className="mt-3 flex items-start gap-2 rounded-xl bg-accent-soft/50 px-4 py-3 text-sm text-navy">
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {CLINIC_WIZARD_MESSAGES.notice}
          </p>
        )
      }
      wizard={wizard}
    >
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
          fieldErrors={fixableErrors(wizard.fieldErrors, (e) => wizard.show(0, e.field))}
        />
      )}
    </WizardFrame>
  );
}

export { ClinicWizardPage as Component };
