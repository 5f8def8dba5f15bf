// The operations dashboard of the main stack: API traffic and errors, the p95 latency of each handler
// family, DynamoDB consumed capacity and throttles, the business metrics, the web ACL's blocked
// requests. The OperationsAspect (aspect.ts) adds one latency graph per stack that holds handler
// functions (a family's nested stack, a scheduled job's), so a family added later gets its graph.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct, type IConstruct } from 'constructs';
import { METRIQUES, METRIQUES_NAMESPACE, serviceDuStage } from '@umj/functions/api/metriques';
import { WAF_REGION, webAclNameOf } from '../edge-waf-stack.ts';
import { readStage, stageResourceName } from '../stage.ts';
import { rootStackOf } from './alerts.ts';

const PERIOD = Duration.minutes(5);
const WIDE = 12;
const dashboardOfStack = new WeakMap<object, OperationsDashboard>();

/** A business metric of the stage (namespace and `service` dimension of lib/adapters/metrics.ts). */
export function businessMetric(
  scope: IConstruct,
  name: string,
  options: cloudwatch.MetricOptions = {},
): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRIQUES_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: serviceDuStage(readStage(scope)) },
    statistic: 'Sum',
    period: PERIOD,
    ...options,
  });
}

/**
 * Widgets laid out four to a row, added until synthesis: the dashboard's body is rendered then, and
 * reads this grid's height and positions at that time.
 */
class GrowingGrid implements cloudwatch.IWidget {
  readonly width = 24;
  private readonly widgets: cloudwatch.IWidget[] = [];
  private x = 0;
  private y = 0;

  add(widget: cloudwatch.IWidget): void {
    this.widgets.push(widget);
  }

  get height(): number {
    return this.layout().height;
  }

  position(x: number, y: number): void {
    this.x = x;
    this.y = y;
  }

  toJson(): unknown[] {
    const layout = this.layout();
    layout.position(this.x, this.y);
    return layout.toJson();
  }

  private layout(): cloudwatch.Column {
    const rows: cloudwatch.Row[] = [];
    for (let i = 0; i < this.widgets.length; i += 4)
      rows.push(new cloudwatch.Row(...this.widgets.slice(i, i + 4)));
    return new cloudwatch.Column(...rows);
  }
}

export interface OperationsDashboardProps {
  restApi: apigw.RestApi;
  table: dynamodb.ITable;
}

export class OperationsDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;
  private readonly latencies = new GrowingGrid();

  /** The dashboard of the construct's top-level stack, if it has one. */
  static of(construct: IConstruct): OperationsDashboard | undefined {
    return dashboardOfStack.get(rootStackOf(construct));
  }

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    dashboardOfStack.set(rootStackOf(this), this);
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: stageResourceName(this, 'operations'),
      defaultInterval: Duration.hours(24),
    });
    const api = props.restApi;
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API : requêtes et erreurs',
        width: WIDE,
        left: [api.metricCount({ period: PERIOD, label: 'Requêtes' })],
        right: [
          api.metricClientError({ period: PERIOD, label: '4xx' }),
          api.metricServerError({ period: PERIOD, label: '5xx' }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'API : latence p95 (ms)',
        width: WIDE,
        left: [
          api.metricLatency({ period: PERIOD, statistic: 'p95', label: 'Latence totale' }),
          api.metricIntegrationLatency({ period: PERIOD, statistic: 'p95', label: 'Intégration (Lambda)' }),
        ],
      }),
    );
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'DynamoDB : capacité consommée',
        width: WIDE,
        left: [
          props.table.metricConsumedReadCapacityUnits({ period: PERIOD, statistic: 'Sum', label: 'RCU' }),
          props.table.metricConsumedWriteCapacityUnits({ period: PERIOD, statistic: 'Sum', label: 'WCU' }),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'DynamoDB : requêtes limitées (throttling)',
        width: WIDE,
        left: [
          props.table.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum', label: 'Lectures' }),
          props.table.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum', label: 'Écritures' }),
        ],
      }),
    );
    const metric = (name: string) => businessMetric(this, name, { period: Duration.hours(1), label: name });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Activité : dossiers, statuts, bordereaux',
        width: WIDE,
        left: [METRIQUES.dossiersCrees, METRIQUES.changementsStatut].map(metric),
        right: [METRIQUES.bordereauxEmis, METRIQUES.bordereauxAnnules].map(metric),
      }),
      new cloudwatch.GraphWidget({
        title: 'Connexions refusées, comptes verrouillés, travaux de nuit',
        width: WIDE,
        left: [METRIQUES.echecsConnexion, METRIQUES.comptesVerrouilles].map(metric),
        right: [METRIQUES.repartitionsCalculees, METRIQUES.condensatsScelles].map((name) =>
          businessMetric(this, name, { period: Duration.days(1), label: name }),
        ),
      }),
    );
    const waf = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: webAclNameOf(this), Rule: 'ALL' },
        region: WAF_REGION,
        statistic: 'Sum',
        period: PERIOD,
        label: metricName,
      });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Pare-feu CloudFront (WAF) : requêtes bloquées',
        width: WIDE,
        left: [waf('BlockedRequests')],
        right: [waf('AllowedRequests')],
      }),
    );
    // The families' latency graphs, as the aspect finds them.
    this.dashboard.addWidgets(this.latencies);
  }

  /** A graph of the p95 duration of each function of a family (a percentile cannot be summed). */
  addFamilyLatency(family: string, functions: readonly lambda.IFunction[]): void {
    const widget = new cloudwatch.GraphWidget({
      title: `Lambda « ${family} » : durée p95 (ms)`,
      width: WIDE / 2,
      legendPosition: cloudwatch.LegendPosition.HIDDEN,
      left: functions.map((fn) => fn.metricDuration({ period: PERIOD, statistic: 'p95' })),
    });
    this.latencies.add(widget);
  }
}
