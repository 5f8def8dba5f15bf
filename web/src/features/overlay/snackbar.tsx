// Snackbar (spec §2, §9): PrimeReact Toast fed by the app store; each message hides after 6 s.
import { DUREE_SNACKBAR_MS } from '@umj/shared/constantes';
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { appStore, useAppStore } from '../../lib/app-store.ts';
import './snackbar.css';

/** Spec §9: the snackbar hides after 6 seconds. */
export const SNACKBAR_LIFE_MS = DUREE_SNACKBAR_MS;

export function Snackbar() {
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
