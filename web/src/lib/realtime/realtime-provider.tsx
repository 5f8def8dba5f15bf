// Connects the realtime client while signed in (docs/product-rules.md#calls) and applies its messages: table refreshes,
// the Configuration update alert with a reload after 30 s (docs/product-rules.md#session), sign-out on tokenInvalid.
import { useQueryClient } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { creerCoalesceur } from '@umj/shared/coalescence';
import { DEBOUNCE_MS } from '@umj/shared/constantes';
import type { ModificationTable } from '@umj/shared/realtime';
import { env } from '../env.ts';
import { useSession } from '../session/session-provider.tsx';
import { decodeTokenClaims } from '../session/token-claims.ts';
import { CONFIGURATION_RELOAD_MS, handleModification } from './modification-handler.ts';
import { appliquerSignaux, cleDeChiffres } from './rafraichissement-cible.ts';
import { browserTimers, connectRealtime, type SocketLike, type Timers } from './realtime-client.ts';
import './realtime.css';

export interface RealtimeProviderProps {
  children: ReactNode;
  /** Injection points for tests. */
  createSocket?: (url: string, protocols: string[]) => SocketLike;
  timers?: Timers;
  reload?: () => void;
}

const defaultReload = () => globalThis.location.reload();

export function RealtimeProvider({
  children,
  createSocket,
  timers = browserTimers,
  reload = defaultReload,
}: RealtimeProviderProps) {
  const { token, signOut } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation('session');
  const [updateAnnounced, setUpdateAnnounced] = useState(false);

  useEffect(() => {
    if (!token) return undefined;
    const sessionId = decodeTokenClaims(token)?.sid ?? null;
    // Bursts of signals refetch once, only the queries they concern (rafraichissement-cible.ts); the
    // figures once per DEBOUNCE_MS at most.
    const rapide = creerCoalesceur<ModificationTable>(
      (signaux) => void appliquerSignaux(queryClient, signaux, (key) => !cleDeChiffres(key)),
      timers,
    );
    const chiffres = creerCoalesceur<ModificationTable>(
      (signaux) => void appliquerSignaux(queryClient, signaux, cleDeChiffres),
      timers,
      Date.now,
      DEBOUNCE_MS,
    );
    const connection = connectRealtime({
      url: env.realtimeUrl,
      token,
      createSocket,
      timers,
      onModification: (message) =>
        handleModification(message, {
          sessionId,
          invalidateTable: () => {
            rapide.ajouter(message);
            chiffres.ajouter(message);
          },
          announceConfigurationUpdate: () => setUpdateAnnounced(true),
        }),
      onTokenInvalid: () => void signOut(),
    });
    return () => {
      connection.close();
      rapide.arreter();
      chiffres.arreter();
    };
  }, [token, createSocket, timers, queryClient, signOut]);

  useEffect(() => {
    if (!updateAnnounced) return undefined;
    const handle = timers.setTimeout(reload, CONFIGURATION_RELOAD_MS);
    return () => timers.clearTimeout(handle);
  }, [updateAnnounced, timers, reload]);

  return (
    <>
      {children}
      {updateAnnounced && (
        <div className="umj-realtime-alert">
          <Message severity="warn" text={t('configurationUpdated')} />
        </div>
      )}
    </>
  );
}
