// The business metrics, defined ONCE: the handlers count them (CloudWatch embedded metric format
// written into their log line, no API call: lib/adapters/metrics.ts) and the CDK app draws them on the
// operations dashboard and alarms on the scheduled ones (infra/lib/operations). Pure values only: no
// CDK or Powertools import, so both sides read this file.

/** CloudWatch namespace of the business metrics (POWERTOOLS_METRICS_NAMESPACE on AWS). */
export const METRIQUES_NAMESPACE = 'UmjBackoffice';

/** The `service` dimension of a stage's metrics and logs (POWERTOOLS_SERVICE_NAME): `umj-production`. */
export function serviceDuStage(stage: string): string {
  return `umj-${stage}`;
}

/** Service name when nothing sets POWERTOOLS_SERVICE_NAME (`npm start`, tests). */
export const SERVICE_LOCAL = serviceDuStage('local');

export const METRIQUES = {
  /** A patient file created. */
  dossiersCrees: 'DossiersCrees',
  /** A patient file's status changed. */
  changementsStatut: 'ChangementsStatut',
  bordereauxEmis: 'BordereauxEmis',
  bordereauxAnnules: 'BordereauxAnnules',
  /** Offices whose payment split of a day was computed by a run (0 included: the run happened). */
  repartitionsCalculees: 'RepartitionsCalculees',
  /** Days of the audit trail sealed by a run (0 included: the run happened). */
  condensatsScelles: 'CondensatsScelles',
  /** A sign-in refused (wrong password, unknown account, locked account). */
  echecsConnexion: 'EchecsConnexion',
  /** An account locked after repeated failures. */
  comptesVerrouilles: 'ComptesVerrouilles',
} as const;

export type Metrique = (typeof METRIQUES)[keyof typeof METRIQUES];
