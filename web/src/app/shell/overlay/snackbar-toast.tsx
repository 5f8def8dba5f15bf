// The snackbar's PrimeReact Toast (snackbar.tsx mounts it with the first message): it takes the
// store's messages and shows each for DUREE_SNACKBAR_MS (the constant snackbar.tsx exports as
// SNACKBAR_LIFE_MS; taken from shared/ here so that the two modules do not import each other).
import { DUREE_SNACKBAR_MS } from '@umj/shared/constantes';
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { appStore, useAppStore } from '../../../lib/app-store.ts';
import './snackbar.css';

export default function SnackbarToast() {
  const toast = useRef<Toast>(null);
  const pending = useAppStore((s) => s.snacks.length);

  useEffect(() => {
    if (pending === 0 || !toast.current) return;
    const messages = appStore.takeSnacks().map((snack) => ({
      id: String(snack.id),
      severity: snack.severity,
      summary: snack.summary,
      detail: snack.detail,
      life: DUREE_SNACKBAR_MS,
    }));
    toast.current.show(messages);
  }, [pending]);

  return <Toast ref={toast} position="bottom-center" />;
}
