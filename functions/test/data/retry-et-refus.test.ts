// Unit tests (no network) of the data layer's retry policy (src/data/retry.ts) and of the one reading of
// refused conditional writes (src/data/conditional-errors.ts).
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { refusDe, refusVersionne, siAccepte, traduireRefus } from '../../src/data/conditional-errors.ts';
import { LostRace, untilProcessed, withRetry, type RetryPolicy } from '../../src/data/retry.ts';
import { AlreadyExistsError, NotFoundError, VersionConflictError } from '../../src/errors.ts';

const sansPause = (retryOn: RetryPolicy['retryOn'], attempts = 3): RetryPolicy => ({
  attempts,
  pauseMs: () => 0,
  retryOn,
});

function refusSimple(ancien?: Record<string, unknown>) {
  return new ConditionalCheckFailedException({
    message: 'The conditional request failed',
    $metadata: {},
    ...(ancien ? { Item: ancien as never } : {}),
  });
}

function transactionAnnulee(raisons: { Code: string; Item?: Record<string, unknown> }[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: raisons as never,
  });
}

describe('withRetry: attempts, which errors retry', () => {
  it('tries again an error the policy retries, until success', async () => {
    let essais = 0;
    const resultat = await withRetry(
      sansPause((e) => e instanceof LostRace),
      async () => {
        essais += 1;
        if (essais < 3) throw new LostRace();
        return 'écrit';
      },
    );
    expect(resultat).toBe('écrit');
    expect(essais).toBe(3);
  });

  it('throws the last error once the attempts are spent', async () => {
    let essais = 0;
    const echec = withRetry(
      sansPause(() => true, 4),
      async (n) => {
        essais = n;
        throw new LostRace(`essai ${n}`);
      },
    );
    await expect(echec).rejects.toThrow('essai 4');
    expect(essais).toBe(4);
  });

  it('throws at once an error the policy does not retry', async () => {
    let essais = 0;
    const echec = withRetry(
      sansPause((e) => e instanceof LostRace),
      async () => {
        essais += 1;
        throw new VersionConflictError();
      },
    );
    await expect(echec).rejects.toBeInstanceOf(VersionConflictError);
    expect(essais).toBe(1);
  });
});

describe('untilProcessed: items a batch call left over are sent again', () => {
  it('sends again only what the call left unprocessed, until none is left', async () => {
    const envois: number[][] = [];
    await untilProcessed([1, 2, 3], async (lot) => {
      envois.push(lot);
      return lot.length > 1 ? lot.slice(1) : [];
    });
    expect(envois).toEqual([[1, 2, 3], [2, 3], [3]]);
  });

  it('sends nothing for no items', async () => {
    let appels = 0;
    await untilProcessed([], async () => {
      appels += 1;
      return [];
    });
    expect(appels).toBe(0);
  });
});

describe('traduireRefus: the one reading of a refused condition', () => {
  it('a refused versioned write is a conflict when the item exists, not found when it is gone', () => {
    expect(() => traduireRefus(refusSimple({ PK: { S: 'X' } }), refusVersionne('Introuvable'))).toThrow(
      VersionConflictError,
    );
    expect(() => traduireRefus(refusSimple(), refusVersionne('Introuvable'))).toThrow('Introuvable');
  });

  it('in a transaction, a gone item wins over a changed one; refusals carry their item index', () => {
    const annulee = transactionAnnulee([
      { Code: 'ConditionalCheckFailed', Item: { PK: { S: 'A' } } },
      { Code: 'None' },
      { Code: 'ConditionalCheckFailed' },
    ]);
    expect(refusDe(annulee).map((r) => r.index)).toEqual([0, 2]);
    expect(() => traduireRefus(annulee, refusVersionne('Introuvable'))).toThrow(NotFoundError);
  });

  it('a refusal without meaning, or an error that is no refusal, is thrown as it is', () => {
    const annulee = transactionAnnulee([{ Code: 'ConditionalCheckFailed' }]);
    expect(() => traduireRefus(annulee, () => undefined)).toThrow(TransactionCanceledException);
    const panne = new Error('panne');
    expect(() => traduireRefus(panne, () => new AlreadyExistsError('déjà'))).toThrow('panne');
    const conflit = transactionAnnulee([{ Code: 'TransactionConflict' }]);
    expect(refusDe(conflit)).toEqual([]);
  });

  it('siAccepte: true when written, false when refused, other errors thrown', async () => {
    await expect(siAccepte(Promise.resolve({}))).resolves.toBe(true);
    await expect(siAccepte(Promise.reject(refusSimple()))).resolves.toBe(false);
    await expect(siAccepte(Promise.reject(new Error('panne')))).rejects.toThrow('panne');
  });
});
