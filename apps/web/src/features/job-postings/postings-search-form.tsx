import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';

/** The id of the filters' GET form (the controls shown without JavaScript join it by id). */
export const FILTERS_FORM_ID = 'filtros-vagas';

interface PostingsSearchFormProps {
  /** The city in force, kept by the GET form. */
  cidade: string;
  text: string;
  onTextChange: (text: string) => void;
  onSearch: (event: FormEvent) => void;
}

/** The search box of /vagas: the form the filters' checkboxes join, a plain GET form without JavaScript. */
export function PostingsSearchForm({ cidade, text, onTextChange, onSearch }: PostingsSearchFormProps) {
  return (
    // A plain GET form too: without JavaScript it loads /vagas with the search and the filters chosen.
    <form
      id={FILTERS_FORM_ID}
      aria-label="Buscar vagas"
      method="get"
      action="/vagas"
      onSubmit={onSearch}
      className="flex items-end gap-2"
    >
      {cidade && <input type="hidden" name="cidade" value={cidade} />}
      <TextField
        label="Buscar"
        name="q"
        type="search"
        placeholder="Título, cidade, clínica…"
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        className="flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        aria-label="Buscar vagas"
        icon={<Search className="size-4" />}
      />
    </form>
  );
}
