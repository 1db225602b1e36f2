/** Marks a posting that no longer takes applications (closed by its clinic or expired). */
export function ClosedBadge() {
  return (
    <span
      className="inline-flex items-center rounded-full bg-slate-200 px-3 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-slate-800"
      data-testid="vaga-encerrada"
    >
      Encerrada
    </span>
  );
}
