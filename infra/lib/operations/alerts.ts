// The operations topic of a stack: one SNS topic that every CloudWatch alarm of the stack (and of its
// nested stacks) notifies, with an e-mail subscription when the deployment gives an address
// (context `alarmEmail`, docs/operations.md). The actions are not added alarm by alarm: the
// OperationsAspect (aspect.ts) adds this topic to every alarm of the app at synthesis, so an alarm
// a construct declares without thinking of it still reaches someone.
import { Stack, Validations } from 'aws-cdk-lib';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct, type IConstruct } from 'constructs';
import { stageResourceName } from '../stage.ts';

/** The top-level stack of a construct (the parent of its nested stacks). */
export function rootStackOf(construct: IConstruct): Stack {
  let stack = Stack.of(construct);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  return stack;
}

const alertsOfStack = new WeakMap<Stack, OperationsAlerts>();

export interface OperationsAlertsProps {
  /** Subscribed by e-mail (the recipient confirms the subscription from the first message). */
  email?: string;
}

export class OperationsAlerts extends Construct {
  readonly topic: sns.Topic;

  /** The operations alerts of the construct's top-level stack, if it has some. */
  static of(construct: IConstruct): OperationsAlerts | undefined {
    return alertsOfStack.get(rootStackOf(construct));
  }

  constructor(scope: Construct, id: string, props: OperationsAlertsProps) {
    super(scope, id);
    const stack = rootStackOf(this);
    if (alertsOfStack.has(stack)) throw new Error(`Stack ${stack.stackName} has two operations topics.`);
    this.topic = new sns.Topic(this, 'Topic', {
      topicName: stageResourceName(this, 'operations'),
      displayName: 'UMJ back-office: alarmes',
      enforceSSL: true,
    });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key, and the notifications ' +
        'carry only the alarm name, metric and threshold (no personal data): encrypted in transit only (SSL enforced).',
    });
    alertsOfStack.set(stack, this);
  }
}
