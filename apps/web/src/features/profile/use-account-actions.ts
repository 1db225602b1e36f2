import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { AccountKind } from '../../lib/profile-photo';
import { clearSession } from '../../lib/session';
import { isOutage, OUTAGE_MESSAGE, userMessage } from '../../lib/user-message';
import { downloadMyData, useDeleteAccount } from './api/account';

export const DELETE_FAILED = 'Não foi possível excluir sua conta. Tente novamente.';
export const EXPORT_FAILED = 'Não foi possível baixar seus dados. Tente novamente.';

/** The server's or the client's reason of a failed deletion, else the spec's fallback. */
export function deleteErrorMessage(error: unknown): string {
  if (isOutage(error)) return OUTAGE_MESSAGE;
  if (error instanceof ApiError) return error.detail ?? DELETE_FAILED;
  if (error instanceof Error && error.message) return error.message;
  return DELETE_FAILED;
}

/**
 * Deleting the account (confirmation, 'Excluindo...', then the whole stored session removed and
 * /login; a failure is told under the header) and downloading one's data.
 */
export function useAccountActions(kind: AccountKind, id: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount(kind, id);
  const deleting = deletion.isPending || deletion.isSuccess;
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const confirmDelete = () => {
    if (deleting) return;
    setDeleteError(null);
    deletion.mutate(undefined, {
      onSuccess: () => {
        clearSession();
        queryClient.clear();
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        setDeleteError(deleteErrorMessage(error));
        setConfirming(false);
      },
    });
  };

  const exportData = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await downloadMyData();
    } catch (error) {
      notify.error(userMessage(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };

  return {
    confirming,
    openDelete: () => {
      setDeleteError(null);
      setConfirming(true);
    },
    cancelDelete: () => {
      if (!deleting) setConfirming(false);
    },
    confirmDelete,
    deleting,
    deleteError,
    exportData,
    exporting,
  };
}
