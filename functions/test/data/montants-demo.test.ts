// The one VAT rule over the demo data (docs/api.md#montants-dun-dossier): every generated demo file
// carries the TVA the save rule computes, and per office the payment splits of its exam days, its
// accounting and a bordereau of its billable files agree to the cent. Pure: no table.
import { calculerMontants } from '@umj/shared/argent';
import { estFacturable, ligneDuDossier, totauxBordereau } from '@umj/shared/bordereaux';
import { calculerComptabilite, estActeComptable, lignesFacturees } from '@umj/shared/comptabilite';
import { REGLAGES_DEFAUT } from '@umj/shared/reglages';
import { calculerRepartition, jourExamen } from '@umj/shared/repartition-paiement';
import { describe, expect, it } from 'vitest';
import { DEMO_BUREAUX } from '../../src/seed/demo-accounts.ts';
import { DEMO_ROSTER, genererDossiersDemo } from '../../src/seed/demo-dossiers.ts';

const dossiers = genererDossiersDemo({
  maintenant: new Date('2026-11-23T14:10:00Z'),
  examinateurs: DEMO_ROSTER.map((m, rang) => ({
    id: `examinateur-${rang}`,
    nomComplet: m.nomComplet,
    role: m.role,
    rang,
    poids: m.poids,
    bureauIds: m.bureauIds,
  })),
  createurs: {},
});

describe('demo data and the one VAT rule', () => {
  it("every demo file's TVA is HT x the settings' 20 % when its type carries VAT, else 0", () => {
    const avecMontant = dossiers.filter((d) => d.montantHT !== null && d.examenType !== null);
    expect(avecMontant.length).toBeGreaterThan(1000);
    for (const d of avecMontant) {
      expect(d.montantTVA).toBe(
        calculerMontants(d.montantHT as never, d.examenType!.tva, REGLAGES_DEFAUT.montantTVA).tva,
      );
    }
  });

  it.each(DEMO_BUREAUX.map((b) => [b.nom, b.id]))(
    '%s: the splits of its exam days, its accounting and a bordereau of its billable files agree to the cent',
    (_nom, bureauId) => {
      const NUMERO = '2026-0001';
      const duBureau = dossiers
        .filter((d) => d.bureauId === bureauId)
        .map((d) => (estFacturable(d) ? { ...d, bordereauNumero: NUMERO } : d));
      const actes = duBureau.filter(estActeComptable);
      const lignes = duBureau.filter((d) => d.bordereauNumero === NUMERO).map(ligneDuDossier);
      expect(lignes.length).toBeGreaterThan(0);
      const compta = calculerComptabilite(actes, {
        par: 'examinateur',
        tauxDeParticipationAuxFrais: 30,
        lignes: lignesFacturees([{ numero: NUMERO, lignes }]),
      });
      const jours = [...new Set(actes.map((d) => jourExamen(d)!))];
      const splits = jours.map((jour) => calculerRepartition(duBureau, jour, REGLAGES_DEFAUT).totaux);
      const somme = (f: (t: (typeof splits)[number]) => number) => splits.reduce((s, t) => s + f(t), 0);
      expect(somme((t) => t.nombreActes)).toBe(compta.totaux.total.nombreActes);
      expect(somme((t) => t.montantTVA)).toBe(compta.totaux.total.tva);
      expect(somme((t) => t.montantHT)).toBe(compta.totaux.total.ht);
      expect(somme((t) => t.partBureau)).toBe(compta.totaux.partBureau);
      const bordereau = totauxBordereau(lignes);
      expect(compta.totaux.facture).toMatchObject({
        ht: bordereau.totalHT,
        tva: bordereau.totalTVA,
        ttc: bordereau.totalTTC,
      });
    },
  );
});
