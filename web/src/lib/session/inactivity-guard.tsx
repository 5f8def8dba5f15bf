// Idle timeout in the SPA: one minute before the server ends an idle session (30 minutes
// without a call, server-enforced), a dialog warns « Votre session va expirer dans une minute faute
// d'activité. »; « Rester connecté » makes a call (GET /utilisateurs/moi), which is activity, and the
// dialog closes; without it the session is signed out at the end. Any API call (this tab or another)
// moves both deadlines (activity.ts).
import { AVERTISSEMENT_INACTIVITE_MS, INACTIVITE_MAX_MS } from '@umj/shared/constantes';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../api-client.ts';
import { lastActivity, subscribeActivity } from './activity.ts';

export interface InactivityGuardProps {
  token: string;
  /** Called when the session reaches INACTIVITE_MAX_MS without activity. */
  onExpire: () => void;
}

export function InactivityGuard({ token, onExpire }: InactivityGuardProps) {
  const { t } = useTranslation('session');
  const activity = useSyncExternalStore(subscribeActivity, () => lastActivity(token));
  /** The activity date the warning was shown for: a newer activity hides it. */
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (activity === null) return undefined;
    const now = Date.now();
    const warnAt = activity + INACTIVITE_MAX_MS - AVERTISSEMENT_INACTIVITE_MS;
    const warning = setTimeout(() => setWarnedFor(activity), Math.max(0, warnAt - now));
    const end = setTimeout(onExpire, Math.max(0, activity + INACTIVITE_MAX_MS - now));
    return () => {
      clearTimeout(warning);
      clearTimeout(end);
    };
  }, [activity, onExpire]);

  const stay = () => {
    setBusy(true);
    // A 401 (session already ended) signs out through the API client.
    void apiFetch('/utilisateurs/moi')
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Dialog
      visible={activity !== null && warnedFor === activity}
      onHide={stay}
      header={t('inactiviteTitre')}
      closable={false}
      modal
      footer={<Button label={t('inactiviteResterConnecte')} onClick={stay} loading={busy} autoFocus />}
    >
      <p>{t('inactiviteMessage')}</p>
    </Dialog>
  );
}
