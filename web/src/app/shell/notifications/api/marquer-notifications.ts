// PATCH /notifications/{id} { lue: true } and PATCH /notifications { lue: true, canal }: mark one, or
// every one of a channel, read; the answer (the list as GET gives it) replaces the cached list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CanalNotification, ListeNotifications } from '@umj/shared/notifications';
import { apiFetch } from '../../../../lib/api-client.ts';
import { CLE_NOTIFICATIONS } from './list-notifications.ts';

export type Marquage = { id: string } | { canal: CanalNotification };

export const marquerNotifications = (m: Marquage) =>
  'id' in m
    ? apiFetch<ListeNotifications>(`/notifications/${encodeURIComponent(m.id)}`, {
        method: 'PATCH',
        body: { lue: true },
      })
    : apiFetch<ListeNotifications>('/notifications', {
        method: 'PATCH',
        body: { lue: true, canal: m.canal },
      });

export function useMarquerNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marquerNotifications,
    onSuccess: (liste) => queryClient.setQueryData(CLE_NOTIFICATIONS, liste),
  });
}
