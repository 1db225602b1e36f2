import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * Browser validation of the profile's dialogs with the shared request schemas: the form's values
 * (turned into the request body by `toBody`) must pass `schema`; each refusal is reported at the
 * form field of the same path, in the schema's own Portuguese words. The values handed to the
 * submit are the form's own (the dialog builds the request body itself).
 */
export function checkedBy<T>(schema: z.ZodType, toBody: (values: T) => unknown = (values) => values) {
  return z.unknown().superRefine((values, ctx) => {
    const result = schema.safeParse(toBody(values as T));
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}

/** react-hook-form's resolver for `checkedBy(schema, toBody)`. */
export function resolverOf<T extends FieldValues>(
  schema: z.ZodType,
  toBody?: (values: T) => unknown,
): Resolver<T> {
  return zodResolver(checkedBy(schema, toBody) as z.ZodType<T, T>) as unknown as Resolver<T>;
}

/**
 * The resolver of a list dialog's rows (`{ rows: [...] }`): each row but a new blank one (which is
 * not sent) must pass `rowSchema` once its form-only `rowId` is left out.
 */
export function rowListResolverOf<R extends { rowId: number | null }>(
  rowSchema: z.ZodType,
  isBlank: (row: R) => boolean,
): Resolver<{ rows: R[] }> {
  const row = z.unknown().superRefine((value, ctx) => {
    const { rowId, ...fields } = value as R;
    if (rowId === null && isBlank(value as R)) return;
    const result = rowSchema.safeParse(fields);
    if (result.success) return;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
  return resolverOf(z.object({ rows: z.array(row) }));
}

/** Whether the form holds any field error (the browser's or the server's). */
export const hasFieldErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
