// What the signed-in user may read of its notifications (docs/architecture.md#notifications): only its
// own partition, and of it only the notifications of offices it can see now (a user removed from an
// office no longer reads what that office's notifications say; the server filters, not the SPA).
import type { ListeNotifications, Notification } from '@umj/shared/notifications';
import { compterNonLues } from '@umj/shared/notifications';
import { listerNotifications } from '../../data/notifications.ts';
import { isBureauVisible } from '../../lib/auth/office-scope.ts';
import type { AuthSession } from '../../lib/auth/session.ts';

/** The caller's notifications it may read, newest first. */
export async function notificationsVisibles(session: AuthSession, now: Date): Promise<Notification[]> {
  const toutes = await listerNotifications(session.utilisateurId, now);
  return toutes.filter((n) => n.bureauId === null || isBureauVisible(session, n.bureauId));
}

export function vueNotifications(notifications: Notification[]): ListeNotifications {
  return { notifications, nonLues: compterNonLues(notifications) };
}
