// The printable bordereau: a pdfmake definition made of pure data.
import { describe, expect, it } from 'vitest';
import { centimes } from '../src/argent.ts';
import { documentBordereau, eurosImprimes } from '../src/bordereaux-pdf.ts';
import { bordereau, ligne, requerant } from './fixtures-bordereaux.ts';

describe('printable bordereau (pdfmake definition, pure data)', () => {
  const lignes = [ligne(8050, 1610), ligne(5750, 0)];

  it('header, requester identifiers, one row per file, totals; no URL nor file reference', () => {
    const doc = documentBordereau(bordereau(lignes), {
      nom: 'UMJ Argenteuil',
      logoDataUrl: 'data:image/png;base64,AAAA',
    });
    const texte = JSON.stringify(doc);
    expect(doc.info.title).toBe('Bordereau de frais de justice n° 2026-0042');
    expect(doc.defaultStyle.font).toBe('Roboto');
    expect(doc.watermark).toBeUndefined();
    for (const attendu of [
      'UMJ Argenteuil',
      'Parquet',
      'SIRET : 44306184100047',
      'Code service : SJ-95',
      'PV 2026/123',
      'D. M.',
      '01/10/2026',
      '23/11/2026',
      'Claire Martin',
    ]) {
      expect(texte).toContain(attendu);
    }
    expect(texte).toContain(JSON.stringify(eurosImprimes(centimes(15410))));
    expect(texte).toContain('data:image/png;base64,AAAA');
    expect(texte).not.toMatch(/https?:|file:/);
    expect(texte).not.toContain('DUPONT');
  });

  it('a logo that is not a data URL is left out; a requester without identifiers prints its name only; missing dates print empty', () => {
    const sansDates = { ...ligne(100, 0), examenDate: null, requisitionDate: '' };
    const doc = documentBordereau(
      bordereau([sansDates], {
        requerant: { ...requerant, type: '', siret: '', codeService: '', adresse: '' },
      }),
      { nom: 'UMJ', logoDataUrl: 'https://exemple.fr/logo.png' },
    );
    const texte = JSON.stringify(doc);
    expect(texte).not.toContain('exemple.fr');
    expect(texte).not.toContain('SIRET');
    expect(texte).not.toContain('01/10/2026');
    expect(JSON.stringify(documentBordereau(bordereau(lignes), { nom: 'UMJ' }))).not.toContain('"image"');
  });

  it("a cancelled bordereau carries an 'ANNULÉ' watermark and its cancellation date", () => {
    const annule = documentBordereau(
      bordereau(lignes, { statut: 'annule', annuleLe: '2026-11-24T10:00:00.000Z' }),
      {
        nom: 'UMJ',
      },
    );
    expect(annule.watermark?.text).toBe('ANNULÉ');
    expect(JSON.stringify(annule)).toContain('Annulé le 24/11/2026');
    const sansDate = documentBordereau(bordereau(lignes, { statut: 'annule' }), { nom: 'UMJ' });
    expect(JSON.stringify(sansDate)).not.toContain('Annulé le');
  });

  it('amounts on paper use plain no-break spaces (the narrow one is not in every font)', () => {
    expect(eurosImprimes(centimes(123450))).toBe('1\u00a0234,50\u00a0€');
  });
});
