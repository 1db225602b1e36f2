import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { Button } from '../ui/button';

interface WizardNavigationProps {
  step: number;
  count: number;
  onBack: () => void;
  onNext: () => void;
  onPublish: () => void;
  publishing: boolean;
}

/** Voltar and Prosseguir; the last step shows Publicar. Voltar is disabled on the first step. */
export function WizardNavigation({
  step,
  count,
  onBack,
  onNext,
  onPublish,
  publishing,
}: WizardNavigationProps) {
  const last = step >= count - 1;
  return (
    <div className="flex flex-col-reverse gap-3 border-navy/10 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
      <Button
        variant="outline"
        size="lg"
        onClick={onBack}
        disabled={step === 0 || publishing}
        icon={<ArrowLeft aria-hidden="true" className="h-5 w-5" />}
      >
        Voltar
      </Button>
      {last ? (
        <Button
          size="lg"
          onClick={onPublish}
          loading={publishing}
          loadingText="Publicando..."
          icon={<Send aria-hidden="true" className="h-5 w-5" />}
        >
          Publicar
        </Button>
      ) : (
        <Button size="lg" onClick={onNext}>
          <span className="inline-flex items-center gap-2">
            Prosseguir
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </span>
        </Button>
      )}
    </div>
  );
}
