import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDeviceDraft, type DeviceDraft, readDeviceDraft, saveDeviceDraft } from './device-draft';

const SAVE_DELAY_MS = 400;

/**
 * Keeps a form's draft on the device: every change is saved (debounced) under `key`. A draft
 * found when the form opens is offered first (`offer`): `resume` loads it into the form,
 * `discard` removes it; nothing is saved until the user chose, so the empty form never
 * overwrites it. `clear` removes the draft for good (after publishing). `key` null: no draft.
 */
export function useDeviceDraft<V extends FieldValues>(form: UseFormReturn<V>, key: string | null) {
  const [offer, setOffer] = useState<DeviceDraft<V> | null>(null);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { watch, getValues, reset } = form;

  useEffect(() => {
    if (!key) return;
    const found = readDeviceDraft<V>(key);
    setOffer(found);
    saving.current = !found;
    const subscription = watch(() => {
      if (!saving.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (saving.current) saveDeviceDraft(key, getValues());
      }, SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [key, watch, getValues]);

  const resume = useCallback(() => {
    if (offer) reset({ ...getValues(), ...offer.values });
    setOffer(null);
    saving.current = true;
  }, [offer, reset, getValues]);

  const discard = useCallback(() => {
    if (key) clearDeviceDraft(key);
    setOffer(null);
    saving.current = true;
  }, [key]);

  const clear = useCallback(() => {
    saving.current = false;
    clearTimeout(timer.current);
    if (key) clearDeviceDraft(key);
  }, [key]);

  return { offer, resume, discard, clear };
}
