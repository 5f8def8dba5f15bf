// GET /notifications: the signed-in user's own notifications (bell and envelope), newest first, with
// the unread count of each channel (docs/architecture.md#notifications). No office in the path: the
// partition is the caller's, and notifications of offices it cannot see are left out.
import { apiHandler } from '../../lib/http/api-handler.ts';
import { notificationsVisibles, vueNotifications } from './notification-view.ts';

export const handler = apiHandler({ name: 'notifications/list-notifications' }, async ({ session }) => ({
  body: vueNotifications(await notificationsVisibles(session, new Date())),
}));
