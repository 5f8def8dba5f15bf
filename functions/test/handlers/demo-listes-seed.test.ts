// Demo data: `npm start` seeds realistic fictitious reference lists idempotently (about 30
// police stations with their sectors over the three offices, 10 requesters, the report types, 3 blank
// documents actually stored), against DynamoDB Local and s3rver.
import '../helpers/test-env.ts';
import { SECTEURS, type Secteur } from '@umj/shared/enums';
import { siretValide } from '@umj/shared/listes';
import { beforeAll, describe, expect, it } from 'vitest';
import { creerBureaux } from '../../src/data/bureaux.ts';
import { listerEntrees, listerEntreesDesBureaux, LISTES } from '../../src/data/listes.ts';
import { headFile } from '../../src/lib/adapters/files-storage.ts';
import { DEMO_BUREAUX } from '../../src/seed/demo-accounts.ts';
import { DEMO_MODELE_ITT, pdfMinimal, seedDemoListes } from '../../src/seed/demo-listes.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('demo-listes');
useLocalS3();

const BUREAUX = DEMO_BUREAUX.map((b) => b.id);

beforeAll(async () => {
  const now = new Date().toISOString();
  await creerBureaux(
    DEMO_BUREAUX.map((b) => ({ ...b, logo: null, version: 1, creeLe: now, modifieLe: now })),
  );
});

async function counts() {
  return {
    commissariats: (await listerEntreesDesBureaux(LISTES.commissariats, BUREAUX)).length,
    requerants: (await listerEntreesDesBureaux(LISTES.requerants, BUREAUX)).length,
    dprapports: (await listerEntrees(LISTES.dprapports)).length,
    documentsVierges: (await listerEntrees(LISTES.documentsVierges)).length,
  };
}

describe('demo reference lists (Demo data)', () => {
  it('seeding twice gives the same counts (idempotent), the second run writes nothing', async () => {
    const first = await seedDemoListes(new Date());
    const after = await counts();
    expect(after).toEqual(first);
    expect(after.commissariats).toBeGreaterThanOrEqual(28);
    expect(after.commissariats).toBeLessThanOrEqual(36);
    expect(after.requerants).toBe(10);
    expect(after.dprapports).toBeGreaterThanOrEqual(4);
    expect(after.documentsVierges).toBe(3);
    expect(await seedDemoListes(new Date())).toEqual({
      commissariats: 0,
      requerants: 0,
      dprapports: 0,
      documentsVierges: 0,
    });
    expect(await counts()).toEqual(after);
  });

  it('every office has police stations and requesters; sectors are of the spec list; SIRET pass the Luhn check', async () => {
    for (const bureau of BUREAUX) {
      const commissariats = await listerEntrees<
        { id: string; nom: string; secteur: Secteur; bureau: string } & {
          version: number;
          creeLe: string;
          modifieLe: string;
        }
      >(LISTES.commissariats, bureau);
      expect(commissariats.length, bureau).toBeGreaterThan(0);
      for (const c of commissariats) {
        expect(SECTEURS).toContain(c.secteur);
        expect(c.bureau).toBe(bureau);
      }
      expect((await listerEntrees(LISTES.requerants, bureau)).length, bureau).toBeGreaterThan(0);
    }
    const noms = (await listerEntrees(LISTES.commissariats, 'paris-nord')).map((c) => c.nom);
    expect(noms).toContain('Commissariat du 18e arrondissement');
    const requerants = await listerEntreesDesBureaux<{
      id: string;
      nom: string;
      siret: string;
      version: number;
      creeLe: string;
      modifieLe: string;
    }>(LISTES.requerants, BUREAUX);
    for (const r of requerants) expect(siretValide(r.siret), r.nom).toBe(true);
  });

  it('the three blank documents are stored PDF files of the declared size', async () => {
    const documents = await listerEntrees<{
      id: string;
      nom: string;
      cle: string;
      tailleEnOctets: number;
      typeMime: string;
      version: number;
      creeLe: string;
      modifieLe: string;
    }>(LISTES.documentsVierges);
    expect(documents.map((d) => d.nom).sort()).toEqual([
      'Certificat médical initial (modèle)',
      'Consentement aux prélèvements',
      'Réquisition (formulaire vierge)',
    ]);
    for (const d of documents) {
      expect(await headFile(d.cle)).toEqual({
        tailleEnOctets: d.tailleEnOctets,
        typeMime: 'application/pdf',
      });
    }
  });

  it('the ITT certificate report type has its model file stored (a download to try)', async () => {
    const itt = (
      await listerEntrees<{
        id: string;
        nom: string;
        modele: { cle: string; tailleEnOctets: number } | null;
        version: number;
        creeLe: string;
        modifieLe: string;
      }>(LISTES.dprapports)
    ).find((d) => d.id === DEMO_MODELE_ITT.dpRapportId);
    expect(itt?.modele?.cle).toBe(DEMO_MODELE_ITT.cle);
    expect(await headFile(DEMO_MODELE_ITT.cle)).toEqual({
      tailleEnOctets: itt!.modele!.tailleEnOctets,
      typeMime: 'application/pdf',
    });
  });

  it('the generated PDF is well formed: header, objects at the offsets of its xref table, trailer', () => {
    const pdf = Buffer.from(pdfMinimal('Réquisition (formulaire vierge)', 'Document fictif')).toString(
      'latin1',
    );
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(pdf).toContain('(R\xe9quisition \\(formulaire vierge\\)) Tj');
  });
});
