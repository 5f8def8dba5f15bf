// PATCH /notifications/{id} { lue }: marks one of the caller's notifications read (or unread again).
// Someone else's id, or one of an office the caller cannot see, is 404 like an unknown one.
import { marquageNotificationSchema, notificationPathSchema } from '@umj/shared/notifications';
import { marquerNotification, NOTIFICATION_INTROUVABLE } from '../../data/notifications.ts';
import { NotFoundError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { notificationsVisibles, vueNotifications } from './notification-view.ts';

export const handler = apiHandler(
  {
    name: 'notifications/update-notification',
    path: notificationPathSchema,
    body: marquageNotificationSchema,
  },
  async ({ path, body, session }) => {
    const now = new Date();
    const visibles = await notificationsVisibles(session, now);
    if (!visibles.some((n) => n.id === path.id)) throw new NotFoundError(NOTIFICATION_INTROUVABLE);
    if (!(await marquerNotification(session.utilisateurId, path.id, body.lue)))
      throw new NotFoundError(NOTIFICATION_INTROUVABLE);
    return { body: vueNotifications(visibles.map((n) => (n.id === path.id ? { ...n, lue: body.lue } : n))) };
  },
);
