// Snackbar (docs/product-rules.md#screens, docs/product-rules.md#constants): PrimeReact Toast fed by the app store; each message hides after 6 s. The
// Toast (snackbar-toast.tsx) is a chunk mounted with the first message: a page that shows none does
// not load it (first load); the messages wait in the store meanwhile.
import { DUREE_SNACKBAR_MS } from '@umj/shared/constantes';
import { lazy, Suspense, useState } from 'react';
import { useAppStore } from '../../../lib/app-store.ts';

/** docs/product-rules.md#constants: the snackbar hides after 6 seconds. */
export const SNACKBAR_LIFE_MS = DUREE_SNACKBAR_MS;

const SnackbarToast = lazy(() => import('./snackbar-toast.tsx'));

export function Snackbar() {
  const pending = useAppStore((s) => s.snacks.length);
  const [mounted, setMounted] = useState(false);
  if (pending > 0 && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <SnackbarToast />
    </Suspense>
  ) : null;
}
