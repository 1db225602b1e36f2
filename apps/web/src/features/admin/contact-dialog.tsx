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
import { contatoStatusLabel, formatDateTime } from './display';
import { PhoneLink } from './phone-link';

const STATUS_OPTIONS = CONTATO_STATUSES.map((s) => ({ value: s, label: contatoStatusLabel(s) }));

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

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
      <dl className="grid gap-3">
        <Row label="Serviço">{contato.servico_titulo}</Row>
        <Row label="Nome">{contato.nome}</Row>
        <Row label="E-mail">
          <a href={`mailto:${contato.email}`} className="underline">
            {contato.email}
          </a>
        </Row>
        <Row label="Telefone">
          <PhoneLink phone={contato.telefone} whatsapp />
        </Row>
        <Row label="Clínica">{contato.clinica || '—'}</Row>
        <Row label="Mensagem">
          <span className="whitespace-pre-line">{contato.mensagem}</span>
        </Row>
        <Row label="Recebida em">{formatDateTime(contato.criado_em)}</Row>
        <Row label="Consentimento">Autorizou o contato em {formatDateTime(contato.consentimento_em)}</Row>
      </dl>
      <h3 className="mt-6 mb-2 font-bold text-navy">Notas internas</h3>
      {contato.notas.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma nota ainda.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Notas internas">
          {contato.notas.map((n) => (
            <li key={`${n.em}-${n.autor_id}`} className="rounded-lg bg-mist p-3 text-sm">
              <p className="whitespace-pre-line text-slate-900">{n.texto}</p>
              <p className="mt-1 text-xs text-slate-600">
                {n.autor_nome} · {formatDateTime(n.em)}
              </p>
            </li>
          ))}
        </ul>
      )}
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
