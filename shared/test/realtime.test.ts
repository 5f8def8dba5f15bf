import { describe, expect, it } from 'vitest';
import {
  AGE_MIN_CONNEXION_FERMEE_MS,
  MAX_CONNEXIONS_PAR_UTILISATEUR,
  planifierInscription,
  readServerFrame,
  REALTIME_TABLES,
  requiresConfigurationReload,
  type ConnexionInscrite,
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

describe('the cap of registered connections per user (docs/architecture.md#realtime)', () => {
  const maintenant = new Date('2026-05-04T10:00:00.000Z');
  const secondes = maintenant.getTime() / 1000;
  /** A connection registered `age` ms before now, its token valid for an hour unless `expireLe`. */
  const inscrite = (id: string, age: number, expireLe = secondes + 3600): ConnexionInscrite => ({
    connectionId: id,
    connecteLe: new Date(maintenant.getTime() - age).toISOString(),
    expireLe,
  });
  const vieilles = (n: number) =>
    Array.from({ length: n }, (_, i) => inscrite(`c${i}`, AGE_MIN_CONNEXION_FERMEE_MS + 60_000 - i));

  it('below 10 live connections: registered, nothing closed', () => {
    expect(planifierInscription(vieilles(MAX_CONNEXIONS_PAR_UTILISATEUR - 1), maintenant)).toEqual({
      inscrire: true,
      expirees: [],
      fermees: [],
    });
  });

  it('with 10: the oldest is closed, whatever the order given', () => {
    const dix = vieilles(MAX_CONNEXIONS_PAR_UTILISATEUR).reverse();
    expect(planifierInscription(dix, maintenant)).toEqual({ inscrire: true, expirees: [], fermees: ['c0'] });
  });

  it('connections whose token expired are removed and not counted', () => {
    const connexions = [...vieilles(8), inscrite('expiree', 1000, secondes), inscrite('recente', 1000)];
    expect(planifierInscription(connexions, maintenant)).toEqual({
      inscrire: true,
      expirees: ['expiree'],
      fermees: [],
    });
  });

  it('refused when the one to close was registered less than 30 s ago; closed from 30 s on', () => {
    const recentes = (age: number) => Array.from({ length: 10 }, (_, i) => inscrite(`r${i}`, age - i));
    expect(planifierInscription(recentes(AGE_MIN_CONNEXION_FERMEE_MS - 1), maintenant)).toEqual({
      inscrire: false,
    });
    expect(planifierInscription(recentes(AGE_MIN_CONNEXION_FERMEE_MS), maintenant)).toEqual({
      inscrire: true,
      expirees: [],
      fermees: ['r0'],
    });
  });

  it('more than 10 live (a cap lowered since): as many of the oldest as needed are closed', () => {
    expect(planifierInscription(vieilles(12), maintenant)).toEqual({
      inscrire: true,
      expirees: [],
      fermees: ['c0', 'c1', 'c2'],
    });
  });
});
