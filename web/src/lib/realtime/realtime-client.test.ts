import { describe, expect, it, vi } from 'vitest';
import { manualTimers, modificationFrame, socketFactory } from '../testing/fake-socket.ts';
import { handleModification } from './modification-handler.ts';
import { connectRealtime } from './realtime-client.ts';

function setup() {
  const { sockets, createSocket } = socketFactory();
  const { timers, advance } = manualTimers();
  const onModification = vi.fn();
  const onTokenInvalid = vi.fn();
  const logger = { warn: vi.fn(), info: vi.fn() };
  const connection = connectRealtime({
    url: 'ws://localhost/ws',
    token: 'jeton',
    createSocket,
    timers,
    logger,
    onModification,
    onTokenInvalid,
  });
  return { sockets, advance, onModification, onTokenInvalid, logger, connection };
}

describe('realtime client (calls, errors)', () => {
  it('calls: connects with the token as sub-protocol', () => {
    const { sockets } = setup();

    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toMatchObject({ url: 'ws://localhost/ws', protocols: ['umj.v1', 'jeton'] });
  });

  it('calls: /constants retries 8 s after a server disconnect, not before', () => {
    const { sockets, advance } = setup();

    sockets[0]!.drop();
    advance(7999);
    expect(sockets).toHaveLength(1);
    advance(1);

    expect(sockets).toHaveLength(2);
  });

  it('calls: retries 8 s after a failed connection (socket constructor throws)', () => {
    const { timers, advance } = manualTimers();
    let attempts = 0;
    connectRealtime({
      url: 'ws://x/ws',
      token: 't',
      timers,
      logger: { warn: vi.fn(), info: vi.fn() },
      onModification: vi.fn(),
      onTokenInvalid: vi.fn(),
      createSocket: () => {
        attempts += 1;
        throw new Error('refusé');
      },
    });

    advance(8000);
    advance(8000);

    expect(attempts).toBe(3);
  });

  it('calls: hands ModificationTable messages over', () => {
    const { sockets, onModification } = setup();

    sockets[0]!.receive(modificationFrame('Bureau', 'autre'));

    expect(onModification).toHaveBeenCalledWith({
      type: 'ModificationTable',
      table: 'Bureau',
      operation: 'MODIFY',
      authSignature: 'autre',
    });
  });

  it('calls: tokenInvalid signs out and stops retrying', () => {
    const { sockets, advance, onTokenInvalid } = setup();

    sockets[0]!.receive({ event: 'tokenInvalid' });
    advance(60_000);

    expect(onTokenInvalid).toHaveBeenCalledOnce();
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(1);
  });

  it('errors: unknown or invalid messages are only logged', () => {
    const { sockets, onModification, onTokenInvalid, logger } = setup();

    sockets[0]!.receive({ event: 'autreChose' });
    sockets[0]!.receive('pas du JSON');
    sockets[0]!.receive({
      event: 'msgToClient',
      data: JSON.stringify({ type: 'ModificationTable', table: 'Inconnue' }),
    });

    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(onModification).not.toHaveBeenCalled();
    expect(onTokenInvalid).not.toHaveBeenCalled();
  });

  it('closing the connection ends it for good', () => {
    const { sockets, advance, connection } = setup();

    connection.close();
    advance(60_000);

    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(1);
  });
});

describe('modification handling (Session)', () => {
  const effects = () => ({
    sessionId: 'moi',
    invalidateTable: vi.fn(),
    announceConfigurationUpdate: vi.fn(),
  });

  it('session: a Configuration change from another session announces the update', () => {
    const e = effects();

    handleModification(
      { type: 'ModificationTable', table: 'Configuration', operation: 'MODIFY', authSignature: 'autre' },
      e,
    );

    expect(e.announceConfigurationUpdate).toHaveBeenCalledOnce();
  });

  it('session: a Configuration change caused by this session (own authSignature) is ignored', () => {
    const e = effects();

    handleModification(
      { type: 'ModificationTable', table: 'Configuration', operation: 'MODIFY', authSignature: 'moi' },
      e,
    );

    expect(e.announceConfigurationUpdate).not.toHaveBeenCalled();
    expect(e.invalidateTable).not.toHaveBeenCalled();
  });

  it('calls: another table refreshes the queries of that table', () => {
    const e = effects();

    handleModification(
      { type: 'ModificationTable', table: 'DossierPatient', operation: 'INSERT', authSignature: 'moi' },
      e,
    );

    expect(e.invalidateTable).toHaveBeenCalledWith('DossierPatient');
    expect(e.announceConfigurationUpdate).not.toHaveBeenCalled();
  });
});
