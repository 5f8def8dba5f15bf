import { describe, expect, it } from 'vitest';
import {
  readServerFrame,
  REALTIME_TABLES,
  requiresConfigurationReload,
  type ModificationTable,
} from '../src/realtime.ts';

const change = (table: string, authSignature = 'sid-1'): ModificationTable =>
  ({ type: 'ModificationTable', table, operation: 'MODIFY', authSignature }) as ModificationTable;
const msgToClient = (payload: unknown) => ({ event: 'msgToClient', data: JSON.stringify(payload) });

describe('calls: realtime frames', () => {
  it('calls: msgToClient carrying a ModificationTable message', () => {
    const message = change('DossierPatient');
    expect(readServerFrame(msgToClient(message))).toEqual({ kind: 'modification', message });
    expect(readServerFrame(JSON.stringify(msgToClient(message)))).toEqual({ kind: 'modification', message });
  });

  it('calls: a change signal names its office, month, day, item and version (all optional)', () => {
    const message = {
      ...change('DossierPatient'),
      bureauId: 'b1',
      mois: '2026-05',
      jour: '2026-05-04',
      id: '12',
      version: 3,
    };
    expect(readServerFrame(msgToClient(message))).toEqual({ kind: 'modification', message });
    expect(readServerFrame(msgToClient({ ...message, mois: '2026-5' })).kind).toBe('ignored');
  });

  it('calls: connexionFermee carries the reason of the closing', () => {
    expect(readServerFrame({ event: 'connexionFermee', message: 'trop' })).toEqual({
      kind: 'connexionFermee',
      message: 'trop',
    });
  });

  it('calls: tokenInvalid', () => {
    expect(readServerFrame({ event: 'tokenInvalid' })).toEqual({ kind: 'tokenInvalid' });
  });

  it.each([
    ['not JSON', '{oops', 'Trame inconnue'],
    ['an unknown event', { event: 'bonjour' }, 'Trame inconnue'],
    ['data that is not JSON', { event: 'msgToClient', data: 'oops' }, 'Type de message inconnu : undefined'],
    ['an unknown message type', msgToClient({ type: 'Ping' }), 'Type de message inconnu : Ping'],
    ['a JSON scalar', msgToClient(42), 'Type de message inconnu : undefined'],
    [
      'an invalid ModificationTable',
      msgToClient({ ...change('Inconnue') }),
      'Message ModificationTable invalide',
    ],
  ])('errors: %s is only ignored (and logged)', (_case, frame, reason) => {
    expect(readServerFrame(frame)).toEqual({ kind: 'ignored', reason });
  });

  it('calls: every pushed table is accepted', () => {
    for (const table of REALTIME_TABLES)
      expect(readServerFrame(msgToClient(change(table))).kind).toBe('modification');
  });
});

describe('Session: configuration pushed by another session', () => {
  it('session: a Configuration change from another session forces the reload', () => {
    expect(requiresConfigurationReload(change('Configuration', 'autre'), 'moi')).toBe(true);
    expect(requiresConfigurationReload(change('Configuration', 'autre'), null)).toBe(true);
  });

  it('session: not when caused by the current session, nor for another table', () => {
    expect(requiresConfigurationReload(change('Configuration', 'moi'), 'moi')).toBe(false);
    expect(requiresConfigurationReload(change('Bureau', 'autre'), 'moi')).toBe(false);
  });
});
