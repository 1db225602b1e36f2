import { CONTATO_STATUSES, type Contato, type ContatoPatch, type ContatoStatus } from '@app/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { userMessage } from '../../lib/user-message';
import { useUpdateContato } from './api/contatos';
import { ContactDetails } from './contact-details';
import { ContactNotes } from './contact-notes';
import { contatoStatusLabel } from './display';

const STATUS_OPTIONS = CONTATO_STATUSES.map((s) => ({ value: s, label: contatoStatusLabel(s) }));

/** A proposal request: every field, the internal notes, a new status and a new note. */
export function ContactDialog({ contato, onClose }: { contato: Contato; onClose: () => void }) {
  const update = useUpdateContato(contato.id);
  const [status, setStatus] = useState<ContatoStatus>(contato.status);
  const [nota, setNota] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changed = status !== contato.status || nota.trim() !== '';

  const save = () => {
    setError(null);
    const patch: ContatoPatch = {};
    if (status !== contato.status) patch.status = status;
    if (nota.trim()) patch.nota = nota.trim();
    if (!changed) return setError('Mude a situação ou escreva uma nota.');
    update.mutate(patch, {
      onSuccess: () => {
        notify.success('Solicitação atualizada.');
        setNota('');
      },
      onError: (err) =>
        setError(userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível salvar.')),
    });
  };

  return (
    <Modal
      title={`Solicitação de ${contato.nome}`}
      onClose={onClose}
      dismissible={!update.isPending}
      size="lg"
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Fechar
          </Button>
          <Button onClick={save} loading={update.isPending} loadingText="Salvando…">
            Salvar
          </Button>
        </div>
      }
    >
      <ContactDetails contato={contato} />
      <ContactNotes notas={contato.notas} />
      <div className="mt-6 grid gap-4">
        <SelectField
          label="Situação"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => setStatus(e.target.value as ContatoStatus)}
        />
        <TextAreaField
          label="Nova nota"
          optional
          rows={3}
          maxLength={2000}
          value={nota}
          onChange={(e) => setNota(e.target.value)}
          error={error}
        />
      </div>
    </Modal>
  );
}
