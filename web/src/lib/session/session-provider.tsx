// Session of docs/product-rules.md#session/docs/product-rules.md#errors: a stored token triggers loading the user; a missing token with a loaded user
// signs out; sign-out waits 500 ms then clears user and token; a 401 anywhere signs out.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentifiantsConnexion } from '@umj/shared/auth';
import { DELAI_DECONNEXION_MS } from '@umj/shared/constantes';
import type { Utilisateur } from '@umj/shared/utilisateur';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { apiFetch } from '../api-client.ts';
import { errorMessage } from '../api-error.ts';
import { readDeviceToken, writeDeviceToken } from './device-token.ts';
import { onSignOutRequest } from './session-events.ts';
import { clearToken, readToken, subscribeToken, writeToken } from './token-storage.ts';
import { currentUserQueryOptions } from './user-query.ts';
import { composantDiffere } from '../premier-affichage/differe.tsx';

/** docs/product-rules.md#constants: sign-out delay (500 ms). */
export const SIGN_OUT_DELAY_MS = DELAI_DECONNEXION_MS;

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: Utilisateur | null;
  token: string | null;
  /** Message of the last failed user load (docs/product-rules.md#errors chain), shown by the sign-in page. */
  error: string | null;
  /** Rejects with an Error whose message follows the chain of docs/product-rules.md#errors. */
  signIn(input: IdentifiantsConnexion): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The idle-timeout warning (a PrimeReact dialog) loads once the first screen has shown its data (first load). */
const InactivityGuard = composantDiffere(() =>
  import('./inactivity-guard.tsx').then((m) => m.InactivityGuard),
);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, readToken, () => null);
  const userQuery = useQuery({ ...currentUserQueryOptions(), enabled: token !== null });
  const [error, setError] = useState<string | null>(null);
  const signingOut = useRef<Promise<void> | null>(null);
  const delaiSortie = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A sign-out still waiting when the provider goes (the page's end, a test's end) does not clear the
  // token of whatever session comes next.
  useEffect(() => () => clearTimeout(delaiSortie.current), []);

  const signOut = useCallback((): Promise<void> => {
    if (signingOut.current) return signingOut.current;
    if (readToken()) void apiFetch('/auth/logout', { method: 'POST' }).catch(() => undefined);
    const attente = new Promise<void>((resolve) => {
      delaiSortie.current = setTimeout(resolve, SIGN_OUT_DELAY_MS);
    });
    signingOut.current = attente.then(() => {
      clearToken();
      // Medical data must not outlive the session: drop every cached query, the user's first.
      queryClient.clear();
      signingOut.current = null;
    });
    return signingOut.current;
  }, [queryClient]);

  const signIn = useCallback(
    async ({ adresseEmail, motDePasse }: IdentifiantsConnexion): Promise<void> => {
      setError(null);
      try {
        // This browser's device token for the account, when it signed in to it before.
        const jetonAppareil = readDeviceToken(adresseEmail);
        const { accessToken, jetonAppareil: nouveauJeton } = await apiFetch<{
          accessToken: string;
          jetonAppareil?: string;
        }>('/auth/login', {
          method: 'POST',
          body: { adresseEmail, motDePasse, ...(jetonAppareil ? { jetonAppareil } : {}) },
        });
        if (nouveauJeton) writeDeviceToken(adresseEmail, nouveauJeton);
        writeToken(accessToken);
        await queryClient.fetchQuery(currentUserQueryOptions());
      } catch (cause) {
        throw new Error(errorMessage(cause), { cause });
      }
    },
    [queryClient],
  );

  useEffect(() => onSignOutRequest(() => void signOut()), [signOut]);

  // docs/product-rules.md#session: a missing token with a loaded user signs out (e.g. token removed in another tab).
  const user = userQuery.data ?? null;
  useEffect(() => {
    if (token === null && user !== null) void signOut();
  }, [token, user, signOut]);

  // docs/product-rules.md#errors: a failed user load shows the message chain and ends the session.
  const loadError = userQuery.error;
  useEffect(() => {
    if (loadError && token !== null) {
      setError(errorMessage(loadError));
      void signOut();
    }
  }, [loadError, token, signOut]);

  const status: SessionStatus = token === null ? 'signedOut' : user ? 'signedIn' : 'loading';
  const value = useMemo<Session>(
    () => ({ status, user: token === null ? null : user, token, error, signIn, signOut }),
    [status, user, token, error, signIn, signOut],
  );
  const expire = useCallback(() => void signOut(), [signOut]);
  return (
    <SessionContext.Provider value={value}>
      {children}
      {status === 'signedIn' && token ? (
        <Suspense fallback={null}>
          <InactivityGuard key={token} token={token} onExpire={expire} />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
