import { Eye } from 'lucide-react';
import { useViewCount } from '../../api/views';

/** '1 visualização', '12 visualizações'. */
export function formatViews(count: number): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? 'visualização' : 'visualizações'}`;
}

/** '12 visualizações' with an eye icon; '…' while the first read is under way. */
export function ViewCountLabel({ candidateId, className = '' }: { candidateId: number; className?: string }) {
  const { data, isError } = useViewCount(candidateId);
  const text = data !== undefined ? formatViews(data) : isError ? 'Visualizações indisponíveis' : '…';
  return (
    <p className={`flex items-center gap-1.5 text-sm text-muted ${className}`}>
      <Eye aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span data-testid="visualizacoes">{text}</span>
    </p>
  );
}
