import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import type { Action, Done } from './use-post-editor';

/** The editor's footer: the last save's failure or confirmation, and Publicar, Agendar, Salvar rascunho. */
export function PostSaveActions({
  failure,
  done,
  saving,
  onSave,
}: {
  failure: string | null;
  done: Done | null;
  /** The action being saved, whose button shows it is working. */
  saving: Action | null;
  onSave: (status: Action) => void;
}) {
  return (
    <>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {done && (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-emerald-900">
          {done.message}{' '}
          {done.status === 'publicado' && (
            <Link to={`/blog/${done.slug}`} className="font-semibold underline">
              Ver no blog
            </Link>
          )}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving === 'publicado'}>
          Publicar
        </Button>
        <Button variant="outline" onClick={() => onSave('agendado')} loading={saving === 'agendado'}>
          Agendar
        </Button>
        <Button variant="ghost" onClick={() => onSave('rascunho')} loading={saving === 'rascunho'}>
          Salvar rascunho
        </Button>
      </div>
    </>
  );
}
