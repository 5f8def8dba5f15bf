// Bench: the verification of the audit trail over 31 days (GET /v1/audit/verification, the screen's
// "Vérifier l'intégrité"), which API Gateway cuts at 29 s. A month of demo-like activity is written first:
// ENTREES_PAR_JOUR entries a day over the 31 Paris days before today (the three demo offices' staff,
// their sign-ins, reads and writes), in the runtime's DynamoDB (batches), and every 5-minute period of
// those days sealed as the sealing run seals it (chained digests in the local write-once bucket). Then
// the administrator verifies the 31 days, page after page as the screen does; shown: each call's time
// (the slowest is budgeted), the total, the periods and entries verified, and whether it is intact.
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import type { BudgetCheck } from './budgets.ts';
import { table } from './report.ts';

/** Entries a day: three offices of about 20 staff, each about 100 audited calls a day. */
export const ENTREES_PAR_JOUR = 6_000;
const JOURS = 31;
const UTILISATEURS = [
  ['secretariat.argenteuil@umj.example', 'secretariat', 'argenteuil'],
  ['medecin.argenteuil@umj.example', 'medecin', 'argenteuil'],
  ['secretariat.parisnord@umj.example', 'secretariat', 'paris-nord'],
  ['medecin.parisnord@umj.example', 'medecin', 'paris-nord'],
  ['externe.chartres@umj.example', 'secretariat-externe', 'chartres'],
  ['admin@umj.example', 'administrateur', null],
] as const;
const ACTIONS = [
  ['dossiers-patients/list-dossiers-patients', 'GET', 'DOSSIERS', 200],
  ['dossiers-patients/get-dossier-patient', 'GET', 'DOSSIER#12', 200],
  ['dossiers-patients/update-dossier-patient', 'PATCH', 'DOSSIER#12', 200],
  ['auth/login', 'POST', null, 200],
  ['bordereaux/get-bordereau', 'GET', 'BORDEREAU#2026-0001', 200],
  ['utilisateurs/list-utilisateurs', 'GET', null, 403],
] as const;

interface Page {
  periodes: { periode: string; entrees: number; etat: string }[];
  integre: boolean;
  suivant?: string | null;
}

/** Writes the month's entries and seals its periods as the sealing run does. */
async function ecrireMois(
  premierJour: number,
  dernierJour: number,
): Promise<{ entrees: number; periodes: number }> {
  const { itemEntreeAudit } = await import('@umj/functions/data/audit');
  const { bornesJoursParis, calculerCondensat, ORIGINE_CHAINE, periodeDeCle, periodeDe, periodesEntre } =
    await import('@umj/functions/data/audit-periodes');
  const { ecrireCondensatPeriode, ecrireOrigine } = await import('@umj/functions/lib/adapters/audit-digests');
  const { ecrireParLots } = await import('@umj/functions/seed/demo-dossiers');
  const { debut, fin } = bornesJoursParis(isoDepuisJour(premierJour), isoDepuisJour(dernierJour));
  const [t0, t1] = [Date.parse(debut), Date.parse(fin)];
  const n = ENTREES_PAR_JOUR * JOURS;
  const items = Array.from({ length: n }, (_, k) => {
    const [adresseEmail, role, bureauId] = UTILISATEURS[k % UTILISATEURS.length]!;
    const [action, methode, partie, statusCode] = ACTIONS[(k * 7) % ACTIONS.length]!;
    const date = new Date(t0 + Math.floor(((t1 - t0) * k) / n)).toISOString();
    return itemEntreeAudit({
      date,
      utilisateurId: `u-${role}-${bureauId ?? 'tous'}`,
      adresseEmail,
      role,
      bureauId,
      action,
      methode,
      chemin: `/bureaux/${bureauId ?? 'argenteuil'}/dossiers-patients`,
      cible: partie ? `BUREAU#${bureauId ?? 'argenteuil'}#${partie}` : null,
      resultat: statusCode === 403 ? 'refusé' : 'succès',
      statusCode,
      code: statusCode === 403 ? 'FORBIDDEN' : null,
      ip: '203.0.113.7',
    });
  });
  await ecrireParLots(items);
  // The digests, chained as the sealing run chains them (the first one to the origin).
  const parPeriode = new Map<string, [string, string][]>();
  for (const item of items) {
    const p = periodeDeCle(String(item.SK));
    parPeriode.set(p, [...(parPeriode.get(p) ?? []), [String(item.SK), String(item.hash)]]);
  }
  const periodes = periodesEntre(periodeDe(debut), periodeDe(fin));
  await ecrireOrigine(periodes[0]!);
  let precedent = ORIGINE_CHAINE;
  const condensats = periodes.map((p) => {
    const entrees = (parPeriode.get(p) ?? []).map(([cle, hash]) => ({ cle, hash }));
    const c = calculerCondensat(p, entrees, precedent, new Date().toISOString());
    precedent = c.hash;
    return c;
  });
  for (let i = 0; i < condensats.length; i += 20) {
    await Promise.all(condensats.slice(i, i + 20).map(ecrireCondensatPeriode));
  }
  return { entrees: n, periodes: periodes.length };
}

export async function auditFigures(runtime: LocalRuntime, budgets: BudgetCheck): Promise<void> {
  const aujourdhui = jourParis(new Date());
  const [premierJour, dernierJour] = [aujourdhui - JOURS, aujourdhui - 1];
  const tEcriture = performance.now();
  const { entrees, periodes } = await ecrireMois(premierJour, dernierJour);
  const ecriture = (performance.now() - tEcriture) / 1000;

  const login = await fetch(`${runtime.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adresseEmail: 'admin@umj.example', motDePasse: 'Demo-2026!' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const base = `${runtime.url}/v1/audit/verification?du=${isoDepuisJour(premierJour)}&au=${isoDepuisJour(dernierJour)}`;
  const temps: number[] = [];
  const verifiees = { periodes: 0, entrees: 0 };
  let integre = true;
  let suivant: string | null | undefined;
  do {
    const t = performance.now();
    const res = await fetch(`${base}${suivant ? `&suivant=${encodeURIComponent(suivant)}` : ''}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const page = (await res.json()) as Page;
    temps.push(performance.now() - t);
    if (!res.ok) throw new Error(`GET /v1/audit/verification : HTTP ${res.status}`);
    verifiees.periodes += page.periodes.length;
    verifiees.entrees += page.periodes.reduce((s, p) => s + p.entrees, 0);
    integre &&= page.integre;
    suivant = page.suivant;
  } while (suivant);

  table(
    `Audit verification of 31 days (${ENTREES_PAR_JOUR} entries a day; written and sealed in ${ecriture.toFixed(0)} s)`,
    ['calls', 'slowest call', 'total', 'periods verified', 'entries verified', 'intact'],
    [
      [
        temps.length,
        `${(Math.max(...temps) / 1000).toFixed(1)} s`,
        `${(temps.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
        `${verifiees.periodes} / ${periodes}`,
        `${verifiees.entrees} / ${entrees}`,
        integre ? 'yes' : 'NO',
      ],
    ],
  );
  budgets.check('audit verification of 31 days: slowest call', Math.max(...temps));
  budgets.check('audit verification of 31 days: entries not verified', entrees - verifiees.entrees);
}
