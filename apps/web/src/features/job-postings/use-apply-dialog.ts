import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { APPLY_PARAM, applyPathOf } from '../../lib/apply-intent';

/**
 * The apply dialog of a posting's page: open at once on `?candidatar=1` (back from /login), the
 * flag dropped from the URL on closing. `applyPath` is the page's address that opens it.
 */
export function useApplyDialog() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const applyPath = applyPathOf(location.pathname);
  const [open, setOpen] = useState(() => searchParams.get(APPLY_PARAM) === '1');
  const close = () => {
    setOpen(false);
    // Not opened again by a reload.
    if (searchParams.has(APPLY_PARAM))
      setSearchParams(
        (params) => {
          params.delete(APPLY_PARAM);
          return params;
        },
        { replace: true },
      );
  };
  return { applyPath, open, openDialog: () => setOpen(true), close };
}
