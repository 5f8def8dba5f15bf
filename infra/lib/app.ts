// Builds the CDK app with cdk-nag's AwsSolutions checks registered as a synthesis validation:
// an unacknowledged finding makes `cdk synth` fail with the report in cdk.out.
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeploymentConfig } from './deployment-config.ts';
import { EdgeWafStack, WAF_STACK_ID } from './edge-waf-stack.ts';
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
  options: { nag?: boolean } = {},
): BuiltApp {
  const app = new App(appProps);
  const wafStack = new EdgeWafStack(app, WAF_STACK_ID, {
    ...(stackProps.apiRoutes ? { routes: stackProps.apiRoutes } : {}),
    description: 'UMJ back-office: AWS WAF web ACL of the CloudFront distribution, per-IP limits',
  });
  const stack = new UmjStack(app, STACK_ID, {
    ...stackProps,
    config: readDeploymentConfig(app),
    description: 'UMJ back-office: REST and WebSocket APIs, Lambda handlers, single table, files, SPA',
  });
  if (options.nag !== false) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, wafStack };
}
