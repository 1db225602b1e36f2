import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/ui/form-alert';

/**
 * Above the candidate's preview of their own profile ('Ver como a clínica vê'): what follows is
 * what clinics get from the API (city and state, never the street or the CPF), and the way back.
 */
export function PreviewNotice({ published }: { published: boolean }) {
  return (
    <FormAlert tone={published ? 'success' : 'info'}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span>
            <strong>Assim as clínicas veem o seu perfil.</strong>{' '}
            {published
              ? 'Do seu endereço, elas veem só a cidade, o estado e se você aceita trabalhar em outra cidade.'
              : 'Seu perfil ainda não está publicado: por enquanto nenhuma clínica o vê. Depois de publicado, elas verão assim.'}
          </span>
        </p>
        <Link
          to="/perfil"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 font-semibold underline underline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Voltar ao meu perfil
        </Link>
      </div>
    </FormAlert>
  );
}
