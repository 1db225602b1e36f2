import { afterEach, describe, expect, it } from 'vitest';
import { clearDeviceDrafts } from './device-draft';
import { storeSession } from './session';
import { keepUnsavedEdits, pendingUnsavedEdit, registerUnsavedEdit, takeUnsavedEdit } from './unsaved-edit';

describe('unsaved edits kept when the session ends', () => {
  afterEach(() => localStorage.clear());

  it("keeps the open dialog's values for the signed-in user only, offered once", () => {
    storeSession({ token: 't', user: { id: 7, tipo_usuario: 'candidato' } });
    const values = { rows: [{ rowId: 3, curso: 'Radiologia Digital' }] };
    const unregister = registerUnsavedEdit(() => ({ name: 'formacao', values }));
    keepUnsavedEdits('/perfil');
    unregister();
    expect(pendingUnsavedEdit('8')).toBeNull();
    expect(pendingUnsavedEdit('7')).toEqual({ name: 'formacao', path: '/perfil', values });
    expect(takeUnsavedEdit('7', 'endereco')).toBeNull();
    expect(takeUnsavedEdit('7', 'formacao')).toEqual(values);
    expect(pendingUnsavedEdit('7')).toBeNull();
  });

  it('keeps nothing without an open dialog, and logout (clearDeviceDrafts) removes what was kept', () => {
    storeSession({ token: 't', user: { id: 7, tipo_usuario: 'candidato' } });
    keepUnsavedEdits('/perfil');
    expect(pendingUnsavedEdit('7')).toBeNull();
    const unregister = registerUnsavedEdit(() => ({ name: 'endereco', values: { cidade: 'Recife' } }));
    keepUnsavedEdits('/perfil');
    unregister();
    clearDeviceDrafts();
    expect(pendingUnsavedEdit('7')).toBeNull();
  });
});
