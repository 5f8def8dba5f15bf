// A Lambda-like invocation context for handlers run by the local gateway.
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

const TIMEOUT_MS = 29_000; // API Gateway's integration timeout

export function lambdaContext(handlerName: string, region: string): Context {
  const functionName = `umj-local-${handlerName.replace(/[^A-Za-z0-9-]/g, '-')}`;
  const deadline = Date.now() + TIMEOUT_MS;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:123456789012:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
