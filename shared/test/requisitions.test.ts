// One requisition, one bill (docs/api.md#requisitions-en-double): the number as compared, the other
// files a caller is told about, the warning's text and the pairs a bordereau must confirm.
import { describe, expect, it } from 'vitest';
import {
  autresDossiersVisibles,
  avertissementRequisition,
  avertissementRequisitionAnonyme,
  cleRequisition,
  messageRequisitionEnDouble,
  normaliserNumeroRequisition,
  pairesEnDouble,
  type DossierMemeRequisition,
} from '../src/requisitions.ts';

const requerant = (id: string) => ({ id, nom: `Requérant ${id}` });

describe('requisition number normalisation', () => {
  it('trims, upper-cases and removes inner spaces', () => {
    expect(normaliserNumeroRequisition('  pv 2026 / 12 ')).toBe('PV2026/12');
    expect(normaliserNumeroRequisition('Pv\t2026-12')).toBe('PV2026-12');
    expect(normaliserNumeroRequisition('   ')).toBe('');
  });

  it('a file is keyed by its requester and normalised number, none without either', () => {
    expect(cleRequisition({ requerant: requerant('r1'), requisitionNumero: ' ab 1' })).toEqual({
      requerantId: 'r1',
      numero: 'AB1',
    });
    expect(cleRequisition({ requerant: null, requisitionNumero: 'AB1' })).toBeNull();
    expect(cleRequisition({ requerant: requerant('r1'), requisitionNumero: ' ' })).toBeNull();
    // An item written before the field existed carries no number at all.
    const ancien = { requerant: requerant('r1') } as Parameters<typeof cleRequisition>[0];
    expect(cleRequisition(ancien)).toBeNull();
  });
});

describe('duplicate requisition of a saved file', () => {
  const candidat = (dossierId: number, bureauId: string): DossierMemeRequisition => ({
    dossierId,
    bureauId,
    bureauNom: bureauId === 'b1' ? 'Argenteuil' : 'Chartres',
    nom: `PATIENT ${dossierId}`,
    requisitionNumero: 'PV 12',
  });

  it('names the other files of offices the caller sees, never the file itself', () => {
    const candidats = [candidat(7, 'b1'), candidat(3, 'b1'), candidat(5, 'b2'), candidat(9, 'b1')];
    const autres = autresDossiersVisibles(candidats, { id: 9, bureauId: 'b1' }, (b) => b === 'b1');
    expect(autres.map((a) => a.dossierId)).toEqual([3, 7]);
  });

  it('the same id in another office is another file', () => {
    const autres = autresDossiersVisibles([candidat(9, 'b2')], { id: 9, bureauId: 'b1' }, () => true);
    expect(autres.map((a) => a.bureauId)).toEqual(['b2']);
  });

  it('the warning names the other file and links to it', () => {
    expect(avertissementRequisition(' PV 12 ', candidat(3, 'b1'))).toEqual({
      code: 'REQUISITION_DEJA_UTILISEE',
      message: 'Le numéro de réquisition PV 12 est déjà utilisé par le dossier n° 3 (PATIENT 3, Argenteuil).',
      dossier: { id: 3, bureauId: 'b1' },
    });
    expect(avertissementRequisition('PV 12', { ...candidat(3, 'b1'), nom: ' ', bureauNom: '' }).message).toBe(
      'Le numéro de réquisition PV 12 est déjà utilisé par le dossier n° 3.',
    );
  });

  it('the warning for a caller who may not open the other file names neither the file nor its patient', () => {
    expect(avertissementRequisitionAnonyme(' PV 12 ')).toEqual({
      code: 'REQUISITION_DEJA_UTILISEE',
      message: 'Le numéro de réquisition PV 12 est déjà utilisé par un autre dossier.',
    });
  });
});

describe('duplicate requisitions on one bordereau', () => {
  const dossier = (id: number, numero: string, r = 'r1') => ({
    id,
    requerant: requerant(r),
    requisitionNumero: numero,
  });

  it('pairs the files with the same requester and normalised number', () => {
    const paires = pairesEnDouble([
      dossier(1, 'PV 12'),
      dossier(2, 'pv12'),
      dossier(3, 'PV 13'),
      dossier(4, 'PV12', 'r2'),
      dossier(5, ' PV12 '),
    ]);
    expect(paires.map((p) => p.dossiers)).toEqual([
      [1, 2],
      [1, 5],
      [2, 5],
    ]);
  });

  it('no pair without a number', () => {
    expect(pairesEnDouble([dossier(1, ''), dossier(2, ' ')])).toEqual([]);
  });

  it('the 409 message names each pair', () => {
    expect(messageRequisitionEnDouble([{ numero: 'PV 12', dossiers: [1, 2] }])).toBe(
      'Ce bordereau facturerait plusieurs dossiers sous le même numéro de réquisition ' +
        '(réquisition PV 12 : dossiers n° 1 et n° 2). Confirmez pour le créer quand même.',
    );
  });
});
