// Operations of the main stack (docs/operations.md "Alarms"): the operations topic, the dashboard and
// the alarms that watch the stack as a whole: the API's 5xx rate, DynamoDB throttled requests, a
// missing nightly payment split or audit digest. The alarms of each handler family (errors,
// throttles) and of each dead-letter queue are added by the OperationsAspect (aspect.ts), which also
// points every alarm at the topic.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { METRIQUES } from '@umj/functions/api/metriques';
import { OperationsAlerts } from './alerts.ts';
import { businessMetric, OperationsDashboard } from './dashboard.ts';

/** 5xx answers, in per cent of the requests, above which the API alarms (over 5 minutes, twice in a row). */
export const API_5XX_RATE_PERCENT = 5;
/** Fewer requests than this in 5 minutes: the rate is not computed (one error in two requests is no outage). */
export const API_5XX_MIN_REQUESTS = 20;
/** Hours without a run of a nightly job before its alarm fires (a day and two hours of slack). */
export const MISSING_RUN_HOURS = 26;

/** The operations the handlers call on the table (at most 10 metrics in an alarm's expression). */
const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
  dynamodb.Operation.TRANSACT_GET_ITEMS,
];

export interface OperationsProps {
  /** Subscribed to the operations topic (context `alarmEmail`). */
  alarmEmail?: string;
  restApi: apigw.RestApi;
  table: dynamodb.ITable;
}

export class Operations extends Construct {
  readonly alerts: OperationsAlerts;
  readonly dashboard: OperationsDashboard;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    this.alerts = new OperationsAlerts(this, 'Alerts', { email: props.alarmEmail });
    this.dashboard = new OperationsDashboard(this, 'Dashboard', props);

    const period = Duration.minutes(5);
    new cloudwatch.Alarm(this, 'Api5xxRate', {
      alarmDescription: `API : plus de ${API_5XX_RATE_PERCENT} % de réponses 5xx sur 5 minutes, deux fois de suite (docs/operations.md#api-5xx)`,
      metric: new cloudwatch.MathExpression({
        expression: `IF(requetes >= ${API_5XX_MIN_REQUESTS}, 100 * erreurs / requetes, 0)`,
        usingMetrics: {
          requetes: props.restApi.metricCount({ period, statistic: 'Sum' }),
          erreurs: props.restApi.metricServerError({ period, statistic: 'Sum' }),
        },
        period,
        label: 'Taux de 5xx (%)',
      }),
      threshold: API_5XX_RATE_PERCENT,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 2,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    new cloudwatch.Alarm(this, 'TableThrottles', {
      alarmDescription:
        'DynamoDB : requêtes refusées pour dépassement de capacité (throttling) (docs/operations.md#dynamodb-throttles)',
      metric: props.table.metricThrottledRequestsForOperations({
        operations: TABLE_OPERATIONS,
        period,
        statistic: 'Sum',
      }),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    // Each run of a nightly job counts what it did, 0 included: no data point in 26 hours is a run
    // that did not happen or did not finish.
    const missingRun = (id: string, metricName: string, job: string, anchor: string) =>
      new cloudwatch.Alarm(this, id, {
        alarmDescription: `${job} : aucune exécution terminée depuis ${MISSING_RUN_HOURS} heures (docs/operations.md#${anchor})`,
        metric: businessMetric(this, metricName, { period: Duration.hours(1), statistic: 'SampleCount' }),
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: MISSING_RUN_HOURS,
        datapointsToAlarm: MISSING_RUN_HOURS,
        treatMissingData: cloudwatch.TreatMissingData.BREACHING,
      });
    missingRun(
      'MissingSplit',
      METRIQUES.repartitionsCalculees,
      'Répartition nocturne',
      'repartition-manquante',
    );
    missingRun(
      'MissingAuditDigest',
      METRIQUES.condensatsScelles,
      "Scellement de l'audit",
      'condensat-manquant',
    );
  }
}
