import type { CandidaturaStatus } from '@app/shared';
import { statusBadgeClasses, statusLabel } from './display';

export function StatusBadge({ status }: { status: CandidaturaStatus }) {
  return (
    <span className={statusBadgeClasses(status)} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}
