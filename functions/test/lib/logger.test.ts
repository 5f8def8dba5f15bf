// The logger adapter over Powertools Logger (lib/adapters/logger.ts): one JSON entry per line with the
// service, the request's ids once a request started, LOG_LEVEL honoured on each entry. Powertools writes
// through the global console in its dev mode (set here before the first entry: the logger is built lazily).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Context } from 'aws-lambda';
import {
  debuterRequeteLog,
  identifierUtilisateurLog,
  journalDInvocation,
  logger,
} from '../../src/lib/adapters/logger.ts';

process.env.POWERTOOLS_DEV = 'true';

afterEach(() => {
  delete process.env.LOG_LEVEL;
  vi.restoreAllMocks();
});

const entry = (spy: { mock: { calls: unknown[][] } }, i = 0) =>
  JSON.parse(spy.mock.calls[i]![0] as string) as Record<string, unknown>;

describe('logger (Powertools: one JSON entry per line, never a token)', () => {
  it('writes level, message, timestamp, service and fields; warnings and errors on their own console levels', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logger.info('requête', { route: 'auth/login' });
    logger.warn('attention');
    expect(entry(info)).toMatchObject({
      level: 'INFO',
      message: 'requête',
      service: 'umj-local',
      route: 'auth/login',
      timestamp: expect.any(String),
    });
    expect(entry(warn)).toMatchObject({ level: 'WARN', message: 'attention' });
  });

  it('within a request, every entry carries the Lambda request id, the correlation id and the user id; the next request starts clean', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const lambda = {
      awsRequestId: 'req-1',
      functionName: 'umj-login',
      memoryLimitInMB: '512',
    } as unknown as Context;
    debuterRequeteLog({ lambda, correlationId: 'apigw-1' });
    identifierUtilisateurLog('u-42');
    logger.info('dans la requête');
    expect(entry(info)).toMatchObject({
      function_request_id: 'req-1',
      correlation_id: 'apigw-1',
      utilisateurId: 'u-42',
    });
    debuterRequeteLog({ correlationId: 'apigw-2' });
    logger.info('requête suivante');
    expect(entry(info, 1)).toMatchObject({ correlation_id: 'apigw-2' });
    expect(entry(info, 1)).not.toHaveProperty('utilisateurId');
  });

  it('overlapping invocations (the local runtime runs them in one process) each write their own ids', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const lambda = (id: string) =>
      ({ awsRequestId: id, functionName: `umj-${id}`, memoryLimitInMB: '512' }) as unknown as Context;
    let reprendre!: () => void;
    const attente = new Promise<void>((resolve) => (reprendre = resolve));
    const premiere = journalDInvocation(async () => {
      debuterRequeteLog({ lambda: lambda('req-a'), correlationId: 'apigw-a' });
      await attente;
      logger.info('fin de a');
    });
    // The second one starts, and ends, while the first waits.
    await journalDInvocation(async () => {
      debuterRequeteLog({ lambda: lambda('req-b'), correlationId: 'apigw-b' });
      identifierUtilisateurLog('u-b');
      logger.info('b');
    });
    reprendre();
    await premiere;
    const lignes = info.mock.calls.map(([ligne]) => JSON.parse(ligne as string) as Record<string, unknown>);
    const de = (message: string) => lignes.find((l) => l.message === message);
    expect(de('b')).toMatchObject({
      function_request_id: 'req-b',
      correlation_id: 'apigw-b',
      utilisateurId: 'u-b',
    });
    expect(de('fin de a')).toMatchObject({ function_request_id: 'req-a', correlation_id: 'apigw-a' });
    expect(de('fin de a')).not.toHaveProperty('utilisateurId');
  });

  it('Bench: LOG_LEVEL=warn drops the per-request info lines and keeps warnings and errors', () => {
    process.env.LOG_LEVEL = 'warn';
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logger.info('requête');
    logger.warn('attention');
    logger.error('panne');
    expect(info).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
