// Builds the CDK app with cdk-nag's AwsSolutions checks and the cfn-guard policy rules
// (policy-validation.ts) registered as synthesis validations: an unacknowledged finding makes
// `cdk synth` fail with the report in cdk.out. The operations aspect gives every alarm the stack's
// operations topic, every handler family its alarms (operations/aspect.ts). The stage names the stacks.
import { App, Aspects, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeploymentConfig } from './deployment-config.ts';
import { EdgeWafStack, WAF_STACK_ID } from './edge-waf-stack.ts';
import { OperationsAspect } from './operations/aspect.ts';
import { policyValidator } from './policy-validation.ts';
import { stackNameOf } from './stage.ts';
import { UmjStack, type UmjStackProps } from './umj-stack.ts';

export const STACK_ID = 'UmjBackoffice';

export interface BuiltApp {
  app: App;
  stack: UmjStack;
  /** The CLOUDFRONT-scope web ACL, in us-east-1 (attached to the main stack by ARN). */
  wafStack: EdgeWafStack;
}

export function buildApp(
  appProps: AppProps = {},
  stackProps: Omit<UmjStackProps, 'config'> = {},
  options: { nag?: boolean; guard?: boolean } = {},
): BuiltApp {
  const app = new App(appProps);
  const config = readDeploymentConfig(app);
  const wafStack = new EdgeWafStack(app, WAF_STACK_ID, {
    stackName: stackNameOf(WAF_STACK_ID, config.stage),
    alarmEmail: config.alarmEmail,
    ...(stackProps.apiRoutes ? { routes: stackProps.apiRoutes } : {}),
    description: 'UMJ back-office: AWS WAF web ACL of the CloudFront distribution, per-IP limits',
  });
  const stack = new UmjStack(app, STACK_ID, {
    stackName: stackNameOf(STACK_ID, config.stage),
    ...stackProps,
    config,
    description: 'UMJ back-office: REST and WebSocket APIs, Lambda handlers, single table, files, SPA',
  });
  Aspects.of(app).add(new OperationsAspect());
  if (options.nag !== false) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  if (options.guard ?? options.nag !== false) Validations.of(app).addPlugins(policyValidator());
  return { app, stack, wafStack };
}
