// Data of patient files (docs/data-model.md D1–D3, R8): item keys, lists per month with an
// opaque cursor, the id counter, the history and the versioned rewrite.
import '../helpers/test-env.ts';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { jourDepuisIso } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { VersionConflictError } from '../../src/errors.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import {
  creerDossier,
  itemDossier,
  lireDossier,
  listerHistorique,
  prochainIdDossier,
  remplacerDossier,
  type DossierAEcrire,
} from '../../src/data/dossiers.ts';
import {
  decoderCurseur,
  encoderCurseur,
  listerDossiersDuBureau,
  listerDossiersExaminateur,
} from '../../src/data/dossiers-par-mois.ts';
import { moisEntre } from '../../src/data/mois.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('dossiers-data');

const jour = (iso: string) => jourDepuisIso(iso)!;

function dossier(id: number, bureauId: string, valeurs: Partial<DossierPatientStocke> = {}): DossierAEcrire {
  return {
    ...dossierPatientSchema.parse({ id, nom: `PATIENT ${id}`, ...valeurs }),
    version: 1,
    creePar: null,
    bureauId,
  };
}

const qui = { id: 'u1', nomComplet: 'Alice Martin' };

describe('itemDossier (docs/data-model.md D1–D3 keys, R8 padded sort keys)', () => {
  it('puts the file in its office partition, GSI2 by month and GSI1 by examiner', () => {
    const item = itemDossier(
      dossier(42, 'b1', {
        rendezVousDate: jour('2026-03-05'),
        rendezVousHeure: 9 * 60,
        examinateur: { id: 'u9', nomComplet: 'Dr X' },
      }),
    );
    expect(item).toMatchObject({
      PK: 'BUREAU#b1#DOSSIER#42',
      SK: 'DOSSIER',
      GSI2PK: 'BUREAU#b1#DOSSIERS#2026-03',
      GSI2SK: `0${jour('2026-03-05')}#0540#42`,
      GSI1PK: 'BUREAU#b1#EXAMINATEUR#u9#2026-03',
      GSI1SK: `0${jour('2026-03-05')}#0540#42`,
    });
    expect(item).not.toHaveProperty('photos');
  });

  it('a file without examiner has no GSI1 key; without a day it is listed on its creation day (Paris)', () => {
    const item = itemDossier({ ...dossier(7, 'b1'), creeLe: '2026-01-31T23:30:00.000Z' });
    expect(item).not.toHaveProperty('GSI1PK');
    expect(item.GSI2PK).toBe('BUREAU#b1#DOSSIERS#2026-02');
    expect(item.GSI2SK).toBe(`0${jour('2026-02-01')}#----#7`);
  });

  it('months between two days, across a year end', () => {
    expect(moisEntre(jour('2025-11-30'), jour('2026-02-01'))).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe('lists per month (D2, D3), opaque cursor', () => {
  it('pages across months in day order, never returning another office', async () => {
    const jours = ['2026-04-28', '2026-04-30', '2026-05-02', '2026-05-15', '2026-06-01', '2026-06-30'];
    const items = jours.map((j, i) =>
      itemDossier(
        dossier(1000 + i, 'pg', {
          rendezVousDate: jour(j),
          rendezVousHeure: 600,
          examinateur: i % 2 === 0 ? { id: 'ex1', nomComplet: 'Ex Un' } : null,
        }),
      ),
    );
    items.push(
      itemDossier(dossier(2000, 'autre', { rendezVousDate: jour('2026-05-02'), rendezVousHeure: 600 })),
    );
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: items.map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
    const ids: number[] = [];
    let curseur = null;
    let pages = 0;
    do {
      const page = await listerDossiersDuBureau('pg', jour('2026-04-29'), jour('2026-06-30'), {
        curseur,
        limite: 2,
      });
      ids.push(...page.dossiers.map((d) => d.id));
      curseur = page.suivant ? decoderCurseur(encoderCurseur(page.suivant)) : null;
      pages += 1;
    } while (curseur && pages < 10);
    expect(ids).toEqual([1001, 1002, 1003, 1004, 1005]);
    const parExaminateur = await listerDossiersExaminateur(
      'pg',
      'ex1',
      jour('2026-04-01'),
      jour('2026-06-30'),
    );
    expect(parExaminateur.map((d) => d.id)).toEqual([1000, 1002, 1004]);
  });

  it('a filter keeps counting the page from where the previous one stopped', async () => {
    const page = await listerDossiersDuBureau('pg', jour('2026-04-01'), jour('2026-06-30'), {
      limite: 1,
      garder: (d) => d.id % 2 === 1,
    });
    expect(page.dossiers.map((d) => d.id)).toEqual([1001]);
    const suite = await listerDossiersDuBureau('pg', jour('2026-04-01'), jour('2026-06-30'), {
      curseur: page.suivant,
      garder: (d) => d.id % 2 === 1,
    });
    expect(suite.dossiers.map((d) => d.id)).toEqual([1003, 1005]);
    expect(suite.suivant).toBeNull();
  });

  it('a cursor not written by the server is refused', () => {
    expect(decoderCurseur('nimportequoi')).toBeNull();
    expect(decoderCurseur(Buffer.from('{"m":0,"d":1,"s":"x"}').toString('base64url'))).toBeNull();
    expect(decoderCurseur(encoderCurseur({ m: 1, d: 4, s: '020000#0600#4' }))).toEqual({
      m: 1,
      d: 4,
      s: '020000#0600#4',
    });
  });
});

describe('ids, history and versioned rewrite (entities id, R3, R5)', () => {
  it('ids are increasing numbers from one global counter', async () => {
    const a = await prochainIdDossier();
    const b = await prochainIdDossier();
    expect(b).toBeGreaterThan(a);
  });

  it('the rewrite moves the index keys, writes the history and refuses a stale version', async () => {
    const d = dossier(await prochainIdDossier(), 'vr', {
      rendezVousDate: jour('2026-07-01'),
      rendezVousHeure: 0,
    });
    await creerDossier(d, { quand: '2026-07-01T08:00:00.000Z', qui, action: 'creation', champs: [] });
    const modifie = await remplacerDossier({ ...d, rendezVousDate: jour('2026-08-03') }, 1, {
      quand: '2026-07-01T09:00:00.000Z',
      qui,
      action: 'modification',
      champs: [{ champ: 'rendezVousDate', avant: d.rendezVousDate, apres: jour('2026-08-03') }],
    });
    expect(modifie.version).toBe(2);
    expect((await lireDossier('vr', d.id))?.rendezVousDate).toBe(jour('2026-08-03'));
    const juillet = await listerDossiersDuBureau('vr', jour('2026-07-01'), jour('2026-07-31'));
    expect(juillet.dossiers).toEqual([]);
    const aout = await listerDossiersDuBureau('vr', jour('2026-08-01'), jour('2026-08-31'));
    expect(aout.dossiers.map((x) => x.id)).toEqual([d.id]);
    await expect(
      remplacerDossier({ ...d, nom: 'PERDU' }, 1, {
        quand: '2026-07-01T10:00:00.000Z',
        qui,
        action: 'modification',
        champs: [],
      }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    const historique = await listerHistorique('vr', d.id);
    expect(historique.map((h) => h.action)).toEqual(['modification', 'creation']);
    expect((await lireDossier('vr', d.id))?.nom).toBe(`PATIENT ${d.id}`);
  });
});
