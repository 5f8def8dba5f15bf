// What every alarm, handler and dead-letter queue of the app gets, whoever declares it (applied to
// the whole app in app.ts, so the Lambdas, queues and alarms added later inherit it):
// - every CloudWatch alarm notifies the operations topic of its top-level stack, when it goes into
//   ALARM and when it comes back to OK (alerts.ts); an alarm in a stack without a topic fails the synth;
// - every stack that holds handler functions (a family's nested stack, a scheduled job's) gets an
//   errors alarm and a throttles alarm over its functions, and a p95 latency graph on the dashboard;
// - every handler function logs and counts under the stage's service name (Powertools variables);
// - every SQS queue without a redrive policy of its own is a dead-letter queue (cdk-nag's SQS3 makes
//   every other queue have one): it gets a depth alarm unless an alarm already watches it.
import { Duration, Stack, Token, type IAspect } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';
import { METRIQUES_NAMESPACE, serviceDuStage } from '@umj/functions/api/metriques';
import { readStage } from '../stage.ts';
import { HandlerFamilyStack } from '../stateless/handler-family-stack.ts';
import { HandlerFunction } from '../stateless/handler-function.ts';
import { OperationsAlerts } from './alerts.ts';
import { OperationsDashboard } from './dashboard.ts';

/** At most 10 metrics in the expression of an alarm: the functions of a stack, by groups of 10. */
export const FUNCTIONS_PER_ALARM = 10;
/** Share of the requests whose DEBUG lines are logged too (Powertools log sampling). */
export const LOG_SAMPLE_RATE = '0.01';

/** The Powertools variables of every handler function on AWS (lib/adapters/logger.ts, metrics.ts). */
export function powertoolsEnvironment(scope: IConstruct): Record<string, string> {
  return {
    POWERTOOLS_SERVICE_NAME: serviceDuStage(readStage(scope)),
    POWERTOOLS_METRICS_NAMESPACE: METRIQUES_NAMESPACE,
    POWERTOOLS_LOGGER_SAMPLE_RATE: LOG_SAMPLE_RATE,
  };
}

const MISSING_TOPIC =
  'has no operations topic in its stack: add an OperationsAlerts to the top-level stack (infra/lib/operations/alerts.ts).';

function topicOf(alarm: IConstruct) {
  const alerts = OperationsAlerts.of(alarm);
  if (!alerts) throw new Error(`Alarm ${alarm.node.path} ${MISSING_TOPIC}`);
  return alerts.topic;
}

/** An alarm declared with the L2 constructs: the topic as its ALARM and OK actions. */
function addTopic(alarm: cloudwatch.AlarmBase): void {
  const action = new actions.SnsAction(topicOf(alarm));
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
}

/** An alarm declared as a bare CloudFormation resource (not under an L2 alarm). */
function addTopicToCfn(alarm: cloudwatch.CfnAlarm | cloudwatch.CfnCompositeAlarm): void {
  if (alarm.node.scope instanceof cloudwatch.AlarmBase) return;
  const arn = topicOf(alarm).topicArn;
  const withTopic = (list: string[] | undefined) => {
    if (list !== undefined && Token.isUnresolved(list)) {
      throw new Error(`Alarm ${alarm.node.path}: its actions are a token; declare it with the L2 Alarm.`);
    }
    return [...(list ?? []), arn];
  };
  alarm.alarmActions = withTopic(alarm.alarmActions);
  alarm.okActions = withTopic(alarm.okActions);
}

/** A name for the group of functions of a stack: the family, or the nested stack's id. */
function groupNameOf(stack: Stack): string {
  if (stack instanceof HandlerFamilyStack) return stack.family;
  return stack.nestedStackParent ? stack.node.id : 'principal';
}

function watchFunctions(stack: Stack): void {
  const handlers = stack.node
    .findAll()
    .filter((c): c is HandlerFunction => c instanceof HandlerFunction && Stack.of(c) === stack);
  if (handlers.length === 0) return;
  const group = groupNameOf(stack);
  const scope = new Construct(stack, 'OperationsAlarms');
  const period = Duration.minutes(5);
  for (let start = 0; start < handlers.length; start += FUNCTIONS_PER_ALARM) {
    const fns = handlers.slice(start, start + FUNCTIONS_PER_ALARM).map((h) => h.fn);
    const suffix = handlers.length > FUNCTIONS_PER_ALARM ? ` (${start / FUNCTIONS_PER_ALARM + 1})` : '';
    const sum = (what: string, metricOf: (i: number) => cloudwatch.IMetric) =>
      new cloudwatch.MathExpression({
        expression: 'SUM(METRICS())',
        usingMetrics: Object.fromEntries(fns.map((_, i) => [`m${i}`, metricOf(i)])),
        period,
        label: `${what} ${group}${suffix}`,
      });
    const alarm = (id: string, description: string, metric: cloudwatch.IMetric) =>
      new cloudwatch.Alarm(scope, `${id}${start / FUNCTIONS_PER_ALARM}`, {
        alarmDescription: description,
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    alarm(
      'Errors',
      `Lambda « ${group} »${suffix} : une fonction a échoué (exception non gérée ou délai dépassé) (docs/operations.md#lambda-erreurs)`,
      sum('Erreurs', (i) => fns[i]!.metricErrors({ period, statistic: 'Sum' })),
    );
    alarm(
      'Throttles',
      `Lambda « ${group} »${suffix} : une invocation refusée faute de concurrence (docs/operations.md#lambda-throttles)`,
      sum('Throttles', (i) => fns[i]!.metricThrottles({ period, statistic: 'Sum' })),
    );
  }
  OperationsDashboard.of(stack)?.addFamilyLatency(
    group,
    handlers.map((h) => h.fn),
  );
}

/** The alarms of `queue`'s stack whose metric reads that queue. */
function alarmsOnQueue(queue: sqs.Queue): cloudwatch.CfnAlarm[] {
  const stack = Stack.of(queue);
  const name = JSON.stringify(stack.resolve(queue.queueName));
  return stack.node
    .findAll()
    .filter((c): c is cloudwatch.CfnAlarm => c instanceof cloudwatch.CfnAlarm && Stack.of(c) === stack)
    .filter((alarm) => JSON.stringify(stack.resolve([alarm.dimensions, alarm.metrics])).includes(name));
}

function watchDeadLetterQueue(queue: sqs.Queue): void {
  if ((queue.node.defaultChild as sqs.CfnQueue).redrivePolicy !== undefined) return;
  if (alarmsOnQueue(queue).length > 0) return;
  new cloudwatch.Alarm(queue, 'DepthAlarm', {
    alarmDescription: `File de lettres mortes ${queue.node.path} : un message à traiter (docs/operations.md#lettres-mortes)`,
    metric: queue.metricApproximateNumberOfMessagesVisible({
      period: Duration.minutes(5),
      statistic: 'Maximum',
    }),
    threshold: 1,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}

export class OperationsAspect implements IAspect {
  /** Each node once, however many times the app is synthesized (tests synthesize it again). */
  private readonly visited = new WeakSet<IConstruct>();

  visit(node: IConstruct): void {
    if (this.visited.has(node)) return;
    this.visited.add(node);
    if (node instanceof cloudwatch.AlarmBase) addTopic(node);
    else if (node instanceof cloudwatch.CfnAlarm || node instanceof cloudwatch.CfnCompositeAlarm)
      addTopicToCfn(node);
    else if (Stack.isStack(node)) watchFunctions(node);
    else if (node instanceof sqs.Queue) watchDeadLetterQueue(node);
    else if (node instanceof HandlerFunction) {
      for (const [name, value] of Object.entries(powertoolsEnvironment(node)))
        node.fn.addEnvironment(name, value);
    }
  }
}
