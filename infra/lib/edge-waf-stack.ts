// "Authentication abuse": rate limits in front of the API (per address, and per user for signed-in calls). A CloudFront distribution
// takes only a CLOUDFRONT-scope web ACL, and AWS requires those to be created in us-east-1, while the
// product's stack is regional (eu-west-3). So the web ACL has a small stack of its own, pinned to
// us-east-1; the main stack attaches it by ARN (context value `webAclArn`, this stack's `WebAclArn`
// output): two deployments, no cross-region custom resource (docs/deployment.md).
// The numbers come from functions/src/api/rate-limits.ts, which the local gateway applies too.
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct, IConstruct } from 'constructs';
import { OperationsAlerts } from './operations/alerts.ts';
import { stageResourceName } from './stage.ts';
import { apiRoutes, type ApiRoute } from '@umj/functions/api/routes';
import {
  LIMITED_PATH_PREFIXES,
  PER_USER_KEY_HEADER,
  PER_USER_PATH_PREFIX,
  RATE_LIMITS,
  RATE_LIMITED_STATUS,
  publicRoutePaths,
  rateLimitedBody,
  type RateLimit,
  type RateLimits,
} from '@umj/functions/api/rate-limits';

export const WAF_STACK_ID = 'UmjBackofficeWaf';

/** Name of the CLOUDFRONT-scope web ACL of the stage (the operations dashboard and alarm read its metrics). */
export function webAclNameOf(scope: IConstruct): string {
  return stageResourceName(scope, 'backoffice');
}
export const WAF_REGION = 'us-east-1';
/**
 * Blocked requests in 5 minutes above which the operations topic is told: an attack, or a limit
 * that blocks the users of an office (one shared address) (docs/operations.md#waf-blocages).
 */
export const BLOCKED_REQUESTS_SPIKE = 300;
/** Key of the 429 body in the web ACL's custom response bodies. */
export const RATE_LIMITED_BODY_KEY = 'trop-de-requetes';

export interface EdgeWafStackProps extends StackProps {
  /** Subscribed to this region's operations topic (context `alarmEmail`). */
  alarmEmail?: string;
  routes?: readonly ApiRoute[];
  limits?: RateLimits;
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

/** Block with the API's 429 (French message) and Retry-After: the window, the longest wait. */
function blockAction(limit: RateLimit): wafv2.CfnWebACL.RuleActionProperty {
  return {
    block: {
      customResponse: {
        responseCode: RATE_LIMITED_STATUS,
        customResponseBodyKey: RATE_LIMITED_BODY_KEY,
        responseHeaders: [{ name: 'Retry-After', value: String(limit.windowSeconds) }],
      },
    },
  };
}

/** The URI path starts with `path` (after path normalisation, in lower case). */
function pathStartsWith(path: string): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: path.toLowerCase(),
      textTransformations: [
        { priority: 0, type: 'NORMALIZE_PATH' },
        { priority: 1, type: 'LOWERCASE' },
      ],
    },
  };
}

/** What a rate-based rule counts by: the client IP, or the value of one request header. */
type RateKey = { kind: 'ip' } | { kind: 'header'; name: string };

function rateRule(
  name: string,
  priority: number,
  limit: RateLimit,
  key: RateKey,
  scopeDownStatement?: wafv2.CfnWebACL.StatementProperty,
): wafv2.CfnWebACL.RuleProperty {
  const aggregation =
    key.kind === 'ip'
      ? { aggregateKeyType: 'IP' }
      : {
          // Requests without the header are left out of the rule (AWS WAF custom keys).
          aggregateKeyType: 'CUSTOM_KEYS',
          customKeys: [{ header: { name: key.name, textTransformations: [{ priority: 0, type: 'NONE' }] } }],
        };
  return {
    name,
    priority,
    statement: {
      rateBasedStatement: {
        ...aggregation,
        limit: limit.limit,
        evaluationWindowSec: limit.windowSeconds,
        ...(scopeDownStatement ? { scopeDownStatement } : {}),
      },
    },
    action: blockAction(limit),
    visibilityConfig: visibility(name),
  };
}

function managedRule(name: string, priority: number): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
    overrideAction: { none: {} },
    visibilityConfig: visibility(name),
  };
}

export class EdgeWafStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeWafStackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: WAF_REGION } });
    const limits = props.limits ?? RATE_LIMITS;
    const publicPaths = publicRoutePaths(props.routes ?? apiRoutes);
    const publicRoutes =
      publicPaths.length === 1
        ? pathStartsWith(publicPaths[0]!)
        : { orStatement: { statements: publicPaths.map(pathStartsWith) } };
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: webAclNameOf(this),
      description:
        'UMJ back-office: per-address and per-user rate limits and AWS managed rules, on CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('umj-backoffice'),
      customResponseBodies: {
        [RATE_LIMITED_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: rateLimitedBody() },
      },
      rules: [
        rateRule('limite-routes-publiques', 0, limits.publicRoutes, { kind: 'ip' }, publicRoutes),
        rateRule(
          'limite-par-utilisateur',
          1,
          limits.perUser,
          { kind: 'header', name: PER_USER_KEY_HEADER },
          pathStartsWith(PER_USER_PATH_PREFIX),
        ),
        // The API and the WebSocket only: the SPA's files are not counted against a unit's address.
        rateRule(
          'limite-par-adresse',
          2,
          limits.perAddress,
          { kind: 'ip' },
          {
            orStatement: { statements: LIMITED_PATH_PREFIXES.map(pathStartsWith) },
          },
        ),
        // Addresses AWS's threat intelligence reports as bots or attackers; bodies known to exploit
        // (Log4j and the like). Neither inspects sizes, so the API's own limits stay the handlers'.
        managedRule('AWSManagedRulesAmazonIpReputationList', 3),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 4),
      ],
    });
    // CloudFront's web ACL reports its metrics in us-east-1: its alarm and topic are here.
    new OperationsAlerts(this, 'Operations', { email: props.alarmEmail });
    new cloudwatch.Alarm(this, 'BlockedRequestsSpike', {
      alarmDescription: `Pare-feu : plus de ${BLOCKED_REQUESTS_SPIKE} requêtes bloquées en 5 minutes (docs/operations.md#waf-blocages)`,
      metric: new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: webAclNameOf(this), Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: BLOCKED_REQUESTS_SPIKE,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: 'Give it to the main stack: npx cdk deploy UmjBackoffice -c webAclArn=<this value>',
    });
  }
}
