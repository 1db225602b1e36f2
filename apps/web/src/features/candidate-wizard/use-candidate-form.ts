import type { ProfessionRecord } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { wizardSchema } from './form-schema';
import { emptyDraft, type WizardDraft } from './wizard-draft';

/** The wizard's one react-hook-form form, checked by the server's schemas of the profession's record. */
export function useCandidateForm(record: ProfessionRecord | null) {
  const recordRef = useRef(record);
  recordRef.current = record;
  return useForm<WizardDraft>({
    defaultValues: emptyDraft(),
    // The profession may arrive after the first render: the resolver reads the current one.
    resolver: (values, ctx, options) =>
      (zodResolver(wizardSchema(recordRef.current)) as unknown as Resolver<WizardDraft>)(
        values,
        ctx,
        options,
      ),
  });
}
