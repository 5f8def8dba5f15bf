// Bench: the 7-day duty grid of the 3 demo offices (their 9 default zones of docs/product-rules.md#constants) with 40
// examiners, as the secretariat's screen reads it (one GET per office). A week 60 days ahead, beyond the
// demo grid, gets one availability per examiner on every open slot-day of its office (40 bench doctors
// spread over the offices). Shown per office: the cells returned (slot-days × availabilities), the
// DynamoDB requests (configuration K1, members M1, the office's month partitions V1) and the items they
// read per availability returned, and the handler call time p50/p95 against the local runtime.
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { DISPO, jourExclu, joursGrille, lignesGrille } from '@umj/shared/disponibilites';
import type { DisponibiliteDvStockee, GrilleDv } from '@umj/shared/disponibilites-dv-api';
import { zonesEtCreneauxParDefaut } from '@umj/shared/configuration-defaut';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import type { BudgetCheck } from './budgets.ts';
import { unitesDeCapacite, type CountingProxy } from './counting-proxy.ts';
import { percentile, table } from './report.ts';

const BUREAUX = [
  { id: 'argenteuil', nom: 'Argenteuil', examinateurs: 20 },
  { id: 'chartres', nom: 'Chartres', examinateurs: 8 },
  { id: 'paris-nord', nom: 'Paris Nord', examinateurs: 12 },
];
const REPETITIONS = 5;
const ECART_JOURS = 60;

async function connexion(runtime: LocalRuntime): Promise<Record<string, string>> {
  const res = await fetch(`${runtime.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adresseEmail: 'admin@umj.example', motDePasse: 'Demo-2026!' }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

export async function disponibilitesDvFigures(
  runtime: LocalRuntime,
  proxy: CountingProxy,
  budgets: BudgetCheck,
): Promise<void> {
  const { ecrireParLots } = await import('@umj/functions/seed/demo-dossiers');
  const { itemDisponibiliteDv } = await import('@umj/functions/data/disponibilites-dv');
  const du = jourParis(new Date()) + ECART_JOURS;
  const jours = joursGrille(du, false);
  const { zones, créneaux } = zonesEtCreneauxParDefaut(BUREAUX);
  const items: DisponibiliteDvStockee[] = [];
  for (const bureau of BUREAUX) {
    for (const { creneau, zone } of lignesGrille(créneaux, zones, [bureau.id])) {
      for (const date of jours) {
        if (jourExclu(zone, creneau, date)) continue;
        for (let n = 0; n < bureau.examinateurs; n++) {
          items.push({
            bureauId: bureau.id,
            créneauId: creneau.id,
            date,
            examinateur: { id: `bench-dv-${bureau.id}-${n}`, nomComplet: `Dr Banc ${n}` },
            choixExaminateur: [DISPO.nonDisponible, DISPO.disponible, DISPO.souhaite][n % 3]!,
            choixSecretariat:
              n === (date + creneau.id) % bureau.examinateurs ? DISPO.confirmeDefinitif : DISPO.nonDisponible,
            version: 1,
            modifieLe: new Date().toISOString(),
          });
        }
      }
    }
  }
  await ecrireParLots(items.map(itemDisponibiliteDv));
  const auth = await connexion(runtime);
  const lignes: (string | number)[][] = [];
  let lusTotal = 0;
  let disponibilitesTotal = 0;
  for (const bureau of BUREAUX) {
    const url = `${runtime.url}/v1/bureaux/${bureau.id}/disponibilites-dv?du=${isoDepuisJour(du)}&jours=7`;
    proxy.reset();
    const res = await fetch(url, { headers: auth });
    if (!res.ok) throw new Error(`HTTP ${res.status} ${url}: ${await res.text()}`);
    const grille = (await res.json()) as GrilleDv;
    const requetes = proxy.total();
    const lus = proxy.itemsRead();
    const operations = `${proxy.summary()} (${unitesDeCapacite(proxy)})`;
    const disponibilites = grille.lignes.reduce(
      (s, l) => s + l.cellules.reduce((t, c) => t + c.disponibilites.length, 0),
      0,
    );
    const temps: number[] = [];
    for (let i = 0; i < REPETITIONS; i++) {
      const t = performance.now();
      await fetch(url, { headers: auth }).then((r) => r.arrayBuffer());
      temps.push(performance.now() - t);
    }
    lusTotal += lus;
    disponibilitesTotal += disponibilites;
    lignes.push([
      `${bureau.nom} (${bureau.examinateurs} examiners)`,
      `${grille.lignes.length} × ${grille.jours.length}`,
      disponibilites,
      requetes,
      lus,
      (lus / Math.max(1, disponibilites)).toFixed(2),
      operations,
      `${percentile(temps, 50).toFixed(0)} ms`,
      `${percentile(temps, 95).toFixed(0)} ms`,
    ]);
  }
  table(
    `Duty grid: 7 days from ${isoDepuisJour(du)}, 3 offices, 9 zones, 40 examiners`,
    [
      'office',
      'slots × days',
      'availabilities returned',
      'DynamoDB requests',
      'items read',
      'items read per availability',
      'operations (capacity units)',
      'p50',
      'p95',
    ],
    lignes,
  );
  budgets.check(
    'duty grid: items read per availability (3 offices)',
    disponibilitesTotal > 0 ? lusTotal / disponibilitesTotal : NaN,
  );
}
