import type { UseFormReturn } from 'react-hook-form';
import type { ClinicInfoForm } from './clinic-form';
import type { ClinicFieldErrors } from './clinic-info-fields';
import type { ClinicFormUpdate } from './equipment-fields';

/**
 * The clinic form's values, updates and messages in the shape ClinicInfoFields takes (the same
 * fields the profile's dialog shows): every changed field is set in react-hook-form, and a field
 * already marked is checked again at once.
 */
export function useClinicForm(form: UseFormReturn<ClinicInfoForm>) {
  const { watch, getValues, setValue, getFieldState, formState } = form;
  const values = watch();
  const update: ClinicFormUpdate = (change) => {
    const current = getValues();
    const next = change(current);
    for (const key of Object.keys(next) as (keyof ClinicInfoForm)[]) {
      if (next[key] === current[key]) continue;
      setValue(key, next[key], { shouldDirty: true, shouldValidate: getFieldState(key).invalid });
    }
  };
  const errors: ClinicFieldErrors = {};
  for (const [key, error] of Object.entries(formState.errors)) {
    if (error?.message) errors[key as keyof ClinicInfoForm] = String(error.message);
  }
  return { values, update, errors };
}
