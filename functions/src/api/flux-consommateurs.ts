// The one list of the consumers of the table's DynamoDB stream (NEW_AND_OLD_IMAGES). The local runtime
// (src/local/flux-local.ts: it polls DynamoDB Local's stream and hands each batch to every consumer)
// and the CDK stack (infra/lib/stateless/stream-consumers.ts: one Lambda, event source mapping,
// dead-letter queue and alarms per consumer) both read it, so a consumer runs on AWS exactly when it
// runs locally. `handler` is the file under src/handlers/ (without .ts) whose `handler` export takes a
// DynamoDBStreamEvent. To add a consumer: one line here, its handler file, and its grants in
// infra/lib/stateless/stream-consumers.ts (STREAM_CONSUMER_GRANTS).

export interface FluxConsommateur {
  /** Short technical name (logical ids, logs). */
  nom: string;
  handler: string;
  /** Records per batch at most (event source mapping BatchSize). */
  tailleLot: number;
  /** Seconds a batch may wait to fill (MaximumBatchingWindowInSeconds); locally the poll interval bounds it. */
  fenetreSecondes: number;
  description: string;
}

export const fluxConsommateurs: readonly FluxConsommateur[] = [
  {
    nom: 'NotifierChangements',
    handler: 'flux/notifier-changements',
    tailleLot: 100,
    fenetreSecondes: 1,
    description: 'change signals: office-scoped msgToClient frames to the open WebSocket connections',
  },
  {
    nom: 'MaintenirAgregats',
    handler: 'flux/maintenir-agregats',
    tailleLot: 100,
    fenetreSecondes: 5,
    description: 'figures: recompute the day aggregates of the (office, day) pairs a batch touched',
  },
  {
    nom: 'ProduireNotifications',
    handler: 'flux/produire-notifications',
    tailleLot: 100,
    fenetreSecondes: 1,
    description:
      'notifications: file assigned, visit request near its limit, examiner feedback, configuration change',
  },
];
