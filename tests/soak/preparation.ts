// Before the soak: every staff member signed in (from the hospital's address, as each would in the
// morning) with its socket open, the doctors as the examiners, and the 20 shared files of the day
// (found by name when a previous run created them, created otherwise).
import { MOT_DE_PASSE_SOAK, type CompteSoak } from './comptes.ts';
import { Personnel, type Contexte } from './personnel.ts';
import { tirageSeme } from './scenario.ts';

export const FICHIERS_PARTAGES = 20;
// Three at a time: a sign-in derives a key (scrypt), seconds each on a loaded 2-core machine.
const CONNEXIONS_EN_PARALLELE = 3;

const nomPartage = (i: number) => `SOAK PARTAGE ${String(i + 1).padStart(2, '0')}`;

export async function connecterPersonnel(
  comptes: readonly CompteSoak[],
  ctx: Contexte,
): Promise<Personnel[]> {
  const personnes = comptes.map(
    (c, i) => new Personnel(c, `p${String(i + 1).padStart(2, '0')}`, ctx, tirageSeme(1000 + i)),
  );
  let suivant = 0;
  const travailleur = async () => {
    while (suivant < personnes.length) await personnes[suivant++]!.connecter(MOT_DE_PASSE_SOAK);
  };
  await Promise.all(Array.from({ length: CONNEXIONS_EN_PARALLELE }, travailleur));
  return personnes;
}

interface DossierListe {
  id: number;
  nom: string;
  examinateur: { id: string } | null;
}

/** The shared files of the day, created by the first secretary when missing. */
export async function fichiersPartages(
  secretaire: Personnel,
  ctx: Contexte,
): Promise<{ id: number; examinateurId: string }[]> {
  const bureau = `/v1/bureaux/${ctx.bureauId}/dossiers-patients`;
  const jour = ctx.periodes.aujourdhui;
  const existants = new Map<string, DossierListe>();
  let suivant: string | null = null;
  do {
    const q = new URLSearchParams({ du: jour, au: jour, ...(suivant ? { suivant } : {}) });
    const r = await secretaire.appel('setup list', 'preparation', 'GET', `${bureau}?${q.toString()}`);
    if (r.status !== 200) throw new Error(`liste du jour : HTTP ${r.status} ${r.corps}`);
    const page = JSON.parse(r.corps) as { elements: DossierListe[]; suivant: string | null };
    for (const d of page.elements) existants.set(d.nom, d);
    suivant = page.suivant;
  } while (suivant !== null);
  const partages: { id: number; examinateurId: string }[] = [];
  for (let i = 0; i < FICHIERS_PARTAGES; i++) {
    const trouve = existants.get(nomPartage(i));
    if (trouve?.examinateur) {
      partages.push({ id: trouve.id, examinateurId: trouve.examinateur.id });
      continue;
    }
    const examinateur = ctx.examinateurs[i % ctx.examinateurs.length]!;
    const r = await secretaire.appel('setup creation', 'preparation', 'POST', bureau, {
      nom: nomPartage(i),
      rendezVousDate: ctx.periodes.jour,
      rendezVousHeure: 480 + 15 * i,
      examinateur,
      montantHT: 12_000,
    });
    if (r.status !== 201) throw new Error(`création de ${nomPartage(i)} : HTTP ${r.status} ${r.corps}`);
    partages.push({ id: (JSON.parse(r.corps) as { id: number }).id, examinateurId: examinateur.id });
  }
  return partages;
}
