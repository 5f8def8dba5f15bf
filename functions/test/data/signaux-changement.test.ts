// The change signals of the stream records (data/signaux-changement.ts): what the notifier sends for
// each item of a pushed table, nothing for the other items.
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { jourDepuisIso } from '@umj/shared/dates';
import { keys } from '../../src/data/keys.ts';
import {
  estEnregistrementTechnique,
  signauxDeLEnregistrement,
  signauxDuLot,
} from '../../src/data/signaux-changement.ts';

type Image = Record<string, AttributeValue>;
const S = (s: string): AttributeValue => ({ S: s });
const N = (n: number): AttributeValue => ({ N: String(n) });

function record(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  key: { PK: string; SK: string },
  images: { NewImage?: Image; OldImage?: Image } = {},
): DynamoDBRecord {
  return { eventName, dynamodb: { Keys: { PK: S(key.PK), SK: S(key.SK) }, ...images } };
}
const avecCles = (key: { PK: string; SK: string }, champs: Image = {}): Image => ({
  PK: S(key.PK),
  SK: S(key.SK),
  ...champs,
});

const jour4mai = jourDepuisIso('2026-05-04')!;
const jour2juin = jourDepuisIso('2026-06-02')!;
function dossier(jour: number, version: number): Image {
  return avecCles(keys.dossier('b1', 12), {
    GSI2PK: S(keys.dossiersMois('b1', new Date(jour * 86_400_000).toISOString().slice(0, 7))),
    GSI2SK: S(keys.triDossier(jour, 600, 12)),
    version: N(version),
  });
}

describe('change signals of the stream (docs/architecture.md#realtime)', () => {
  it('a patient file names its office, month, day, id and version', () => {
    const [s] = signauxDeLEnregistrement(
      record('INSERT', keys.dossier('b1', 12), { NewImage: dossier(jour4mai, 1) }),
    );
    expect(s).toEqual({
      type: 'ModificationTable',
      table: 'DossierPatient',
      operation: 'INSERT',
      authSignature: 'système',
      bureauId: 'b1',
      id: '12',
      mois: '2026-05',
      jour: '2026-05-04',
      version: 1,
    });
  });

  it('a file moved to another month signals both months; an attachment is a MODIFY of its file without version', () => {
    const deplace = signauxDeLEnregistrement(
      record('MODIFY', keys.dossier('b1', 12), {
        NewImage: dossier(jour2juin, 3),
        OldImage: dossier(jour4mai, 2),
      }),
    );
    expect(deplace.map((s) => [s.mois, s.jour, s.version])).toEqual([
      ['2026-06', '2026-06-02', 3],
      ['2026-05', '2026-05-04', 3],
    ]);
    const piece = keys.piece('b1', 12, 'p1');
    expect(
      signauxDeLEnregistrement(record('INSERT', piece, { NewImage: avecCles(piece, { version: N(1) }) })),
    ).toEqual([
      {
        type: 'ModificationTable',
        table: 'DossierPatient',
        operation: 'MODIFY',
        authSignature: 'système',
        bureauId: 'b1',
        id: '12',
      },
    ]);
  });

  it('every pushed table is recognised from its keys, with its scope', () => {
    const cas: [{ PK: string; SK: string }, string, Record<string, unknown>][] = [
      [keys.utilisateur('u1'), 'Utilisateur', { id: 'u1' }],
      [keys.bureau('b1'), 'Bureau', { id: 'b1' }],
      [keys.configuration('zones'), 'Configuration', { id: 'zones' }],
      [keys.entreeListe('DPRAPPORT', 'r1'), 'DpRapport', { id: 'r1' }],
      [keys.entreeListe('DOCUMENT_VIERGE', 'd1'), 'DocumentVierge', { id: 'd1' }],
      [keys.entreeListe('COMMISSARIAT', 'b1~c', 'b1'), 'Commissariat', { bureauId: 'b1', id: 'b1~c' }],
      [keys.entreeListe('REQUERANT', 'b1~r', 'b1'), 'Requerant', { bureauId: 'b1', id: 'b1~r' }],
      [
        keys.disponibiliteDv('b1', '2026-05', jour4mai, 3, 'u1'),
        'Disponibilite',
        { bureauId: 'b1', mois: '2026-05', jour: '2026-05-04' },
      ],
      [keys.disponibiliteRv('b1', 'u1'), 'DisponibiliteRv', { bureauId: 'b1', id: 'u1' }],
      [keys.bordereau('b1', 2026, 7), 'Bordereau', { bureauId: 'b1', id: '2026-000007' }],
      [
        keys.repartition('b1', jour4mai),
        'RepartitionPaiement',
        { bureauId: 'b1', jour: '2026-05-04', mois: '2026-05' },
      ],
    ];
    for (const [key, table, portee] of cas) {
      const [s] = signauxDeLEnregistrement(record('REMOVE', key, { OldImage: avecCles(key) }));
      expect(s).toEqual({
        type: 'ModificationTable',
        table,
        operation: 'REMOVE',
        authSignature: 'système',
        ...portee,
      });
    }
  });

  it('items of no pushed table signal nothing (audit, sessions, connections, counters, history, versions, memberships), nor a change that kept the version', () => {
    for (const key of [
      keys.entreeAudit('2026-05-04', 3, '2026-05-04T10:00:00.000Z', 'abc'),
      keys.session('s'),
      keys.connexion('c'),
      keys.compteurDossiers,
      keys.compteurBordereaux('b1', 2026),
      keys.historiqueDossier('b1', 12, '2026-05-04T10:00:00Z', 'h'),
      keys.versionRepartition('b1', jour4mai, 2),
      keys.membre('b1', 'medecin', 'u1'),
      keys.code('u1', 'confirmation'),
    ]) {
      expect(signauxDeLEnregistrement(record('INSERT', key, { NewImage: avecCles(key) }))).toEqual([]);
    }
    expect(signauxDeLEnregistrement({})).toEqual([]);
    // Bookkeeping on a versioned item (a sign-in counter): same version, nothing a screen shows.
    const u = keys.utilisateur('u1');
    const compteur = (n: number) => avecCles(u, { version: N(2), echecsConnexion: N(n) });
    expect(
      signauxDeLEnregistrement(record('MODIFY', u, { NewImage: compteur(1), OldImage: compteur(0) })),
    ).toEqual([]);
  });

  it('the technical-record predicate: every key no screen shows is technical, no item of a pushed table is', () => {
    const techniques = [
      keys.entreeAudit('2026-05-04', 3, '2026-05-04T10:00:00.000Z', 'abc'),
      keys.session('s'),
      { PK: keys.idempotence('u1'), SK: 'dossiers-patients/create#x' },
      keys.agregatJour('b1', '2026-05-04'),
      keys.quotaCodes('h'),
      keys.adresseEmail('a@b.fr'),
      keys.connexion('c'),
      keys.compteurDossiers,
      keys.lectureRecente('b1', 12, 'u1'),
      keys.historiqueDossier('b1', 12, '2026-05-04T10:00:00Z', 'h'),
      keys.televersementPiece('b1', 12, 'p1'),
      keys.compteurBordereaux('b1', 2026),
      keys.versionRepartition('b1', jour4mai, 2),
      keys.code('u1', 'confirmation'),
      keys.appareil('u1', 'd1'),
      keys.membre('b1', 'medecin', 'u1'),
    ];
    for (const k of techniques) expect(estEnregistrementTechnique(k.PK, k.SK), k.PK + ' ' + k.SK).toBe(true);
    const affiches = [
      keys.utilisateur('u1'),
      keys.bureau('b1'),
      keys.configuration('zones'),
      keys.dossier('b1', 12),
      keys.piece('b1', 12, 'p1'),
      keys.entreeListe('COMMISSARIAT', 'b1~c', 'b1'),
      keys.entreeListe('DPRAPPORT', 'r1'),
      keys.disponibiliteDv('b1', '2026-05', jour4mai, 3, 'u1'),
      keys.disponibiliteRv('b1', 'u1'),
      keys.bordereau('b1', 2026, 7),
      keys.repartition('b1', jour4mai),
    ];
    for (const k of affiches) expect(estEnregistrementTechnique(k.PK, k.SK), k.PK + ' ' + k.SK).toBe(false);
  });

  it("the Configuration's signal carries the writer's session (its own change does not reload)", () => {
    const key = keys.configuration('zones');
    const [s] = signauxDeLEnregistrement(
      record('MODIFY', key, { NewImage: avecCles(key, { sidModification: S('sid-1'), version: N(4) }) }),
    );
    expect(s).toMatchObject({ authSignature: 'sid-1', version: 4 });
  });

  it('a batch signals each change of an item once, with its latest version', () => {
    const key = keys.bureau('b1');
    const v = (n: number) => record('MODIFY', key, { NewImage: avecCles(key, { version: N(n) }) });
    expect(signauxDuLot([v(2), v(4), v(3)]).map((s) => s.version)).toEqual([4]);
  });
});
