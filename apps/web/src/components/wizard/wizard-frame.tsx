import type { ReactNode, RefObject } from 'react';
import { DraftOffer } from '../ui/draft-offer';
import { Stepper } from '../ui/stepper';
import { WizardNavigation } from './wizard-navigation';

/** What the frame uses of a wizard's state: its steps, draft and publish. */
interface FramedWizard {
  step: number;
  /** The element around the current step (useWizardSteps' `stepRef`). */
  stepRef: RefObject<HTMLDivElement | null>;
  draft: { offer: { savedAt: string } | null; resume: () => void; discard: () => void };
  back: () => void;
  next: () => void;
  publish: () => void;
  publishing: boolean;
}

interface WizardFrameProps {
  /** The heading's id; it names the section. */
  titleId: string;
  steps: readonly string[];
  /** The stepper's accessible name. */
  stepsLabel: string;
  title: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Shown under the heading (e.g. the profession, a notice). */
  intro?: ReactNode;
  wizard: FramedWizard;
  /** The current step. */
  children: ReactNode;
}

/**
 * The card of a publication wizard: the stepper, the step's heading (focused when the step
 * changes), the offer of a saved draft, the current step and Voltar / Prosseguir / Publicar.
 */
export function WizardFrame({
  titleId,
  steps,
  stepsLabel,
  title,
  headingRef,
  intro,
  wizard,
  children,
}: WizardFrameProps) {
  const { step, draft } = wizard;
  return (
    <div className="mx-auto max-w-5xl">
      <section
        aria-labelledby={titleId}
        className="rounded-3xl bg-white px-4 py-7 shadow-lg shadow-navy/5 sm:px-10 sm:py-10"
      >
        <Stepper steps={steps} current={step} label={stepsLabel} />
        <div className="mt-8 mb-7">
          <h1
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-navy outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {intro}
        </div>
        {draft.offer && (
          <DraftOffer savedAt={draft.offer.savedAt} onResume={draft.resume} onDiscard={draft.discard} />
        )}
        <div ref={wizard.stepRef}>{children}</div>
        <div className="mt-8">
          <WizardNavigation
            step={step}
            count={steps.length}
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
