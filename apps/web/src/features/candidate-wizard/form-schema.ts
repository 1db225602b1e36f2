import {
  enderecoSchema,
  experienciaSchema,
  formacaoSchema,
  type ProfessionRecord,
  professionalRecordSchemas,
} from '@app/shared';
import { z } from 'zod';
import type { WizardDraft } from './wizard-draft';

/**
 * The browser's check of the wizard, built from the schemas the server applies at publish: every
 * formação shown is sent (so each needs its level, the first included), experiências left blank
 * are not sent, the address and the record of the profession as the server reads them. The
 * consent is checked by the server alone (the review explains a refusal beside the checkbox).
 */
export function wizardSchema(record: ProfessionRecord | null) {
  return z.object({
    formacoes: z.array(formacaoSchema),
    experiencias: z.array(experienciaSchema),
    endereco: enderecoSchema,
    records: record ? z.object({ [record]: professionalRecordSchemas[record] }) : z.unknown(),
  });
}

const STEP_ONE_FIELDS: readonly (keyof WizardDraft)[] = ['formacoes', 'experiencias', 'endereco'];

/** The fields each step holds, checked before 'Prosseguir' moves on. */
export function fieldsOfStep(step: number, record: ProfessionRecord | null): readonly string[] {
  if (step === 0) return STEP_ONE_FIELDS;
  if (step === 1 && record) return [`records.${record}`];
  return [];
}
