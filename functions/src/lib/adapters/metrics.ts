// Business metrics (functions/src/api/metriques.ts) in CloudWatch's embedded metric format: one JSON
// line in the function's log that CloudWatch turns into a metric, no API call, no latency added.
// Namespace and service (a dimension: one series per stage) from POWERTOOLS_METRICS_NAMESPACE and
// POWERTOOLS_SERVICE_NAME on AWS; locally the line is written all the same (nothing reads it).
// A handler counts with one line: `compter(METRIQUES.dossiersCrees)`.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRIQUES_NAMESPACE, SERVICE_LOCAL, type Metrique } from '../../api/metriques.ts';

let metrics: Metrics | undefined;

function instance(): Metrics {
  metrics ??= new Metrics({
    ...(process.env.POWERTOOLS_METRICS_NAMESPACE ? {} : { namespace: METRIQUES_NAMESPACE }),
    ...(process.env.POWERTOOLS_SERVICE_NAME ? {} : { serviceName: SERVICE_LOCAL }),
  });
  return metrics;
}

/** Counts `valeur` (1 by default) of a business metric, written at once (a failed request still counts). */
export function compter(metrique: Metrique, valeur = 1): void {
  const m = instance();
  m.addMetric(metrique, MetricUnit.Count, valeur);
  m.publishStoredMetrics();
}

/**
 * A function's first invocation in its execution environment: Powertools' metric name, with the
 * dimension `function_name` (a technical metric, not one of the business METRIQUES of the dashboard).
 */
export const METRIQUE_DEMARRAGE_A_FROID = 'ColdStart';

/**
 * Counts the cold start of `fonction` (its handler's name, docs/architecture.md#one-request): one EMF
 * line of its own, with the function as a dimension beside the service.
 */
export function compterDemarrageAFroid(fonction: string): void {
  const m = instance().singleMetric();
  m.addDimension('function_name', fonction);
  m.addMetric(METRIQUE_DEMARRAGE_A_FROID, MetricUnit.Count, 1);
}
