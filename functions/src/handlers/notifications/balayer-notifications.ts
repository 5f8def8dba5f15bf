// The scheduled sweep of the time-driven notifications (docs/architecture.md#notifications): EventBridge
// Scheduler invokes it every 5 minutes (infra/lib/stateless/scheduled-notifications.ts) with
// `{ heurePrevue }`; the local runtime calls it on a timer (src/local/minuteries.ts). For every office,
// the notifications its visit requests, unbilled files and duty slots call for now
// (services/balayage-notifications.ts), each written once per user, kind and item (a conditional Put
// under a deterministic id): a repeated or replayed sweep writes nothing more. Exported through
// scheduledHandler (lib/lambda/scheduled-handler.ts): a failure throws, Lambda retries twice, then the
// event goes to the dead-letter queue (alarm).
import { listerBureaux } from '../../data/bureaux.ts';
import { scheduledHandler } from '../../lib/lambda/scheduled-handler.ts';
import { creerNotifications } from '../../data/notifications.ts';
import { envoisDuBalayage } from '../../services/balayage-notifications.ts';

export interface ResultatBalayage {
  /** Notifications written by this run (0 on a repeated run). */
  ecrites: number;
}

export const handler = scheduledHandler(
  { name: 'notifications/balayer-notifications', done: 'notifications du balayage écrites' },
  async (): Promise<ResultatBalayage> => {
    const now = new Date();
    let ecrites = 0;
    for (const bureau of await listerBureaux()) {
      ecrites += await creerNotifications(await envoisDuBalayage(bureau.id, now), now);
    }
    return { ecrites };
  },
);
