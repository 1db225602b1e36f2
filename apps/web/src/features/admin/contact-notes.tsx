import type { Contato } from '@app/shared';
import { formatDateTime } from './display';

/** 'Notas internas': the notes of a proposal request, each with its author and date. */
export function ContactNotes({ notas }: { notas: Contato['notas'] }) {
  return (
    <>
      <h3 className="mt-6 mb-2 font-bold text-navy">Notas internas</h3>
      {notas.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma nota ainda.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Notas internas">
          {notas.map((n) => (
            <li key={`${n.em}-${n.autor_id}`} className="rounded-lg bg-mist p-3 text-sm">
              <p className="whitespace-pre-line text-slate-900">{n.texto}</p>
              <p className="mt-1 text-xs text-slate-600">
                {n.autor_nome} · {formatDateTime(n.em)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
