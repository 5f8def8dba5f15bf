// Builds the CDK app with cdk-nag's AwsSolutions checks registered as a synthesis validation:
// an unacknowledged finding makes `cdk synth` fail with the report in cdk.out.
import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeploymentConfig } from './deployment-config.ts';
import { UmjStack, type UmjStackProps } from './umj-stack.ts';

export const STACK_ID = 'UmjBackoffice';

export interface BuiltApp {
  app: App;
  stack: UmjStack;
}

export function buildApp(
  appProps: AppProps = {},
  stackProps: Omit<UmjStackProps, 'config'> = {},
  options: { nag?: boolean } = {},
): BuiltApp {
  const app = new App(appProps);
  const stack = new UmjStack(app, STACK_ID, {
    ...stackProps,
    config: readDeploymentConfig(app),
    description:
      'UMJ back-office: REST and WebSocket APIs, Lambda handlers, single table, files, SPA (issue 3)',
  });
  if (options.nag !== false) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}
