// PATCH /notifications { lue: true, canal? }: marks read every notification of the caller (of the bell
// or of the envelope when `canal` says so) that it may read; answers the list as GET /notifications.
import { canalDuGenre, marquageToutesNotificationsSchema } from '@umj/shared/notifications';
import { marquerLues } from '../../data/notifications.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { notificationsVisibles, vueNotifications } from './notification-view.ts';

export const handler = apiHandler(
  { name: 'notifications/update-notifications', body: marquageToutesNotificationsSchema },
  async ({ body, session }) => {
    const visibles = await notificationsVisibles(session, new Date());
    const concernee = (genre: (typeof visibles)[number]['genre']) =>
      body.canal === undefined || canalDuGenre(genre) === body.canal;
    const aMarquer = visibles.filter((n) => !n.lue && concernee(n.genre));
    await marquerLues(
      session.utilisateurId,
      aMarquer.map((n) => n.id),
    );
    return { body: vueNotifications(visibles.map((n) => (concernee(n.genre) ? { ...n, lue: true } : n))) };
  },
);
