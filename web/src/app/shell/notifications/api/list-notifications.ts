// GET /notifications: the signed-in user's own notifications (bell and envelope) and unread counts.
// Key ['Notification', 'liste']: the realtime frame of a notification written for this user (its
// connections only, docs/architecture.md#notifications) refetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListeNotifications } from '@umj/shared/notifications';
import { apiFetch } from '../../../../lib/api-client.ts';
import { tableKey } from '../../../../lib/query-keys.ts';

export const CLE_NOTIFICATIONS = tableKey('Notification', 'liste');

export const notificationsQuery = () =>
  queryOptions({
    queryKey: CLE_NOTIFICATIONS,
    queryFn: ({ signal }) => apiFetch<ListeNotifications>('/notifications', { signal }),
  });

export function useNotifications(actif: boolean) {
  return useQuery({ ...notificationsQuery(), enabled: actif });
}
