import { Button } from './button';

interface DraftOfferProps {
  /** When the draft was last saved (ISO 8601). */
  savedAt: string;
  onResume: () => void;
  onDiscard: () => void;
}

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : ` em ${date.toLocaleDateString('pt-BR')} às ${date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' })}`;
};

/** The offer to continue a draft saved on this device, or to start again. */
export function DraftOffer({ savedAt, onResume, onDiscard }: DraftOfferProps) {
  return (
    <section
      aria-label="Rascunho salvo"
      className="mb-7 flex flex-col gap-3 rounded-2xl border border-accent/50 bg-accent-soft/30 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-navy">
        {`Você tem um rascunho salvo neste dispositivo${when(savedAt)}. Deseja continuar de onde parou?`}
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button onClick={onResume}>Continuar rascunho</Button>
        <Button variant="outline" onClick={onDiscard}>
          Começar do zero
        </Button>
      </div>
    </section>
  );
}
