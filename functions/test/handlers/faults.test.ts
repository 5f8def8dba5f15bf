// Faults injected with aws-sdk-client-mock (only faults: the data itself lives in DynamoDB Local).
import '../helpers/test-env.ts';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { InternalServerError } from '@aws-sdk/client-dynamodb';
import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGE_MIN_CONNEXION_FERMEE_MS } from '@umj/shared/realtime';
import { handler as creerBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { handler as supprimerBureaux } from '../../src/handlers/bureaux/delete-bureaux.ts';
import { lireBureau, listerBureaux } from '../../src/data/bureaux.ts';
import { ddb } from '../../src/data/dynamodb-client.ts';
import { inscrireConnexion, listConnexions } from '../../src/data/connexions.ts';
import { envoyerSignaux } from '../../src/lib/adapters/notify-table-change.ts';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('faults');

afterEach(() => {
  delete process.env.WS_MANAGEMENT_ENDPOINT;
});

describe('fault handling (nothing written on any error; errors as { statusCode, message, error })', () => {
  it('a DynamoDB failure during a write is a 500 without internal details, and nothing is deleted', async () => {
    const b = await createTestBureau('Résistant');
    const { token } = await signedIn('administrateur');
    // Only the transaction fails; every other call goes to DynamoDB Local.
    const realSend = ddb.send.bind(ddb) as (command: unknown) => Promise<never>;
    const stub = mockClient(ddb);
    stub.send.callsFake((command) =>
      command instanceof TransactWriteCommand
        ? Promise.reject(new InternalServerError({ message: 'panne interne secrète', $metadata: {} }))
        : realSend(command),
    );
    try {
      const res = await call(supprimerBureaux, {
        method: 'DELETE',
        body: { ids: [b.id], versions: { [b.id]: 1 } },
        token,
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Erreur interne du serveur',
        code: 'INTERNAL',
      });
    } finally {
      stub.restore();
    }
    expect(await lireBureau(b.id)).toBeDefined();
  });

  it('a write whose transaction (the change and its audit entry) fails answers 500 and writes neither: no change without its trace', async () => {
    const { token } = await signedIn('administrateur');
    const avant = (await listerBureaux()).length;
    const realSend = ddb.send.bind(ddb) as (command: unknown) => Promise<never>;
    const stub = mockClient(ddb);
    // The transaction that carries the audit entry fails (the entry travels with the change).
    stub.send.callsFake((command) =>
      command instanceof TransactWriteCommand &&
      (command.input.TransactItems ?? []).some((t) => t.Put?.Item?.type === 'Audit')
        ? Promise.reject(new InternalServerError({ message: 'panne du journal', $metadata: {} }))
        : realSend(command),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(creerBureau, { method: 'POST', body: { nom: 'Sans trace' }, token });
    } finally {
      stub.restore();
      errors.mockRestore();
    }
    expect(res.statusCode).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Erreur interne du serveur',
      code: 'INTERNAL',
    });
    expect(await listerBureaux()).toHaveLength(avant);
  });

  it('a refusal whose audit entry cannot be written is logged and keeps its refusal answer (an error answer stays)', async () => {
    const { token } = await signedIn('secretariat');
    const realSend = ddb.send.bind(ddb) as (command: unknown) => Promise<never>;
    const stub = mockClient(ddb);
    stub.send.callsFake((command) =>
      command instanceof PutCommand && command.input.Item?.type === 'Audit'
        ? Promise.reject(new InternalServerError({ message: 'panne du journal', $metadata: {} }))
        : realSend(command),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let res: Awaited<ReturnType<typeof call>>;
    let logged: string[];
    try {
      res = await call(creerBureau, { method: 'POST', body: { nom: 'Refusé' }, token });
    } finally {
      stub.restore();
      logged = errors.mock.calls.map((args) => String(args[0]));
      errors.mockRestore();
    }
    expect(res.statusCode).toBe(403);
    expect(
      logged.some(
        (line) => line.includes("entrée d'audit non écrite") && line.includes('bureaux/create-bureau'),
      ),
    ).toBe(true);
  });

  it('WebSocket: a GoneException (410) from PostToConnection removes a connection registered 30 s ago or more, and keeps a younger one (its socket may not be open yet)', async () => {
    process.env.WS_MANAGEMENT_ENDPOINT = 'http://127.0.0.1:9';
    const api = mockClient(ApiGatewayManagementApiClient);
    api.on(PostToConnectionCommand).rejects(new GoneException({ message: 'Gone', $metadata: {} }));
    const inscrite = (connectionId: string, ageMs: number) =>
      inscrireConnexion(
        {
          connectionId,
          utilisateurId: connectionId,
          sid: 's',
          connecteLe: new Date(Date.now() - ageMs).toISOString(),
          expireLe: Date.now() / 1000 + 60,
        },
        { maintenant: new Date(), conserverJusqua: Date.now() / 1000 + 3600 },
      );
    try {
      await inscrite('perdue', AGE_MIN_CONNEXION_FERMEE_MS + 1000);
      await inscrite('en-ouverture', 0);
      await envoyerSignaux([
        { type: 'ModificationTable', table: 'Configuration', operation: 'MODIFY', authSignature: 'sid' },
      ]);
      const restantes = (await listConnexions()).map((c) => c.connectionId);
      expect(restantes).not.toContain('perdue');
      expect(restantes).toContain('en-ouverture');
    } finally {
      api.restore();
    }
  });
});
