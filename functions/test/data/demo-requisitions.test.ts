// The demo files' requisition index (docs/data-model.md, R1): one index item per file with a requester
// and a number, a visible duplicate pair in each office among the validated reports, both flagged.
import { describe, expect, it } from 'vitest';
import { cleRequisition } from '@umj/shared/requisitions';
import { DEMO_BUREAUX } from '../../src/seed/demo-accounts.ts';
import { DEMO_ROSTER, genererDossiersDemo } from '../../src/seed/demo-dossiers.ts';
import { requisitionsDemo } from '../../src/seed/demo-requisitions.ts';

const generes = genererDossiersDemo({
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
const { dossiers, index } = requisitionsDemo(generes);

describe('demo requisition index', () => {
  it('one index item per file with a requester and a number, keyed by the normalised number', () => {
    const avecCle = dossiers.filter((d) => cleRequisition(d) !== null);
    expect(index).toHaveLength(avecCle.length);
    const d = avecCle[0]!;
    const cle = cleRequisition(d)!;
    expect(index).toContainEqual(
      expect.objectContaining({
        PK: `REQUISITION#${cle.requerantId}#${cle.numero}`,
        SK: `BUREAU#${d.bureauId}#DOSSIER#${d.id}`,
        dossierId: d.id,
      }),
    );
  });

  it('each office shows at least one flagged duplicate pair; every flagged file shares its key', () => {
    for (const b of DEMO_BUREAUX) {
      expect(
        dossiers.filter((d) => d.bureauId === b.id && d.requisitionEnDouble).length,
      ).toBeGreaterThanOrEqual(2);
    }
    const pk = (d: (typeof dossiers)[number]) => JSON.stringify(cleRequisition(d));
    const nombre = new Map<string, number>();
    for (const d of dossiers) if (cleRequisition(d)) nombre.set(pk(d), (nombre.get(pk(d)) ?? 0) + 1);
    for (const d of dossiers) {
      expect(d.requisitionEnDouble === true).toBe(cleRequisition(d) !== null && nombre.get(pk(d))! > 1);
    }
  });
});
