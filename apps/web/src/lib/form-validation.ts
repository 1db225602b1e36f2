import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Messages by field: the first issue of each top-level field of a schema's parse. */
export type FieldMessages<K extends string = string> = Partial<Record<K, string>>;

/**
 * Parses `values` with a zod schema; answers the parsed data or the first message of each
 * top-level field that failed.
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldMessages } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldMessages = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { data: null, errors };
}

/** The outcome of a form's own rules: field messages, or the values to submit. */
export type Validation<V, Out> = { errors: FieldMessages<Extract<keyof V, string>>; output: Out | null };

/**
 * A react-hook-form resolver from a validate function: field messages become errors (type
 * 'validate'), otherwise the output is what handleSubmit receives.
 */
export function validationResolver<V extends FieldValues, Out extends FieldValues>(
  validate: (values: V) => Validation<V, Out>,
): Resolver<V, unknown, Out> {
  return async (values) => {
    const { errors, output } = validate(values);
    const entries = Object.entries(errors).filter((entry): entry is [string, string] => !!entry[1]);
    if (entries.length > 0 || !output) {
      const fieldErrors: Record<string, { type: string; message: string }> = {};
      for (const [name, message] of entries) fieldErrors[name] = { type: 'validate', message };
      return { values: {}, errors: fieldErrors as FieldErrors<V> };
    }
    return { values: output, errors: {} };
  };
}
