// The snackbar's PrimeReact Toast (snackbar.tsx mounts it with the first message): it takes the
// store's messages and shows each for SNACKBAR_LIFE_MS.
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { appStore, useAppStore } from '../../lib/app-store.ts';
import { SNACKBAR_LIFE_MS } from './snackbar.tsx';
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
      life: SNACKBAR_LIFE_MS,
    }));
    toast.current.show(messages);
  }, [pending]);

  return <Toast ref={toast} position="bottom-center" />;
}
