// `npm run soak [-- --minutes 10 --staff 30 --sans-flood --url http://127.0.0.1:3000]`: 30 staff of one
// unit behind one hospital address (127.0.0.2), each signed in with its WebSocket open, acting every
// 2–6 s as the SPA makes them act, for `--minutes`; from the middle of the run, 400 junk-token requests
// from another address (127.0.0.3). Prints the figures beside their budgets (budgets.ts) and exits 1
// when one is missed. Not part of `npm test`. Without --url it starts its own runtime (serveur.ts).
// The tables are also written to the soak's section of docs/measures.md (bench/measures.ts).
import { fileURLToPath } from 'node:url';
import { envoyer, fermerConnexions } from './http.ts';
import { BUDGETS_SOAK, evaluer, formater } from './budgets.ts';
import { BUREAU_SOAK, comptesSoak } from './comptes.ts';
import { demarrerRuntime, runtimeExistant } from './demarrage.ts';
import { inonder, REQUETES_FLOOD } from './flood.ts';
import { chiffres, Journal, type Origine } from './mesures.ts';
import { lireOptions } from './options.ts';
import type { Contexte } from './personnel.ts';
import { connecterPersonnel, fichiersPartages } from './preparation.ts';
import { periodesDuJour } from './scenario.ts';
import { machineAndDate, writeMeasures } from '../bench/measures.ts';
import { recordTables, table } from '../bench/report.ts';

const ADRESSE_HOPITAL = '127.0.0.2';
const ADRESSE_FLOOD = '127.0.0.3';

const POURQUOI: Record<Origine, string> = {
  action: 'action',
  rafraichissement: 'refetch on a signal',
  flood: 'flood',
  preparation: 'setup',
};

const options = lireOptions(process.argv.slice(2));
const dureeMs = options.minutes * 60_000;
// Bounded in time: whatever happens, the process ends 5 minutes after the planned end of the run.
setTimeout(
  () => {
    console.error('soak : durée maximale dépassée, arrêt');
    process.exit(2);
  },
  dureeMs + 10 * 60_000,
).unref();

const titre = `${options.staff} staff, ${options.minutes} min, ${options.flood ? `flood of ${REQUETES_FLOOD}` : 'no flood'}`;
console.log(`# UMJ back-office soak: ${titre}`);
const cible = options.url
  ? await runtimeExistant(options.url, options.staff)
  : await demarrerRuntime(options.staff);
console.log(`runtime: ${cible.url}${cible.journal ? ` (log: ${cible.journal})` : ''}`);

async function memoire(): Promise<number> {
  const r = await envoyer({
    base: cible.url,
    adresseSource: '127.0.0.1',
    navigateur: 'controle',
    methode: 'GET',
    chemin: '/@runtime/memoire',
  });
  return r.status === 200 ? (JSON.parse(r.corps) as { rss: number }).rss : NaN;
}

let code = 1;
try {
  const journal = new Journal();
  const ctx: Contexte = {
    base: cible.url,
    adresse: ADRESSE_HOPITAL,
    journal,
    bureauId: BUREAU_SOAK,
    periodes: periodesDuJour(new Date()),
    partages: [],
    examinateurs: [],
    finMs: Infinity,
  };
  const comptes = comptesSoak(options.staff);
  const personnes = await connecterPersonnel(comptes, ctx);
  ctx.examinateurs = personnes
    .filter((p) => p.compte.role === 'medecin')
    .map((p) => ({ id: p.utilisateurId, nomComplet: p.compte.nomComplet }));
  ctx.partages = await fichiersPartages(personnes[0]!, ctx);
  console.log(`${personnes.length} staff signed in, sockets open; ${ctx.partages.length} shared files`);

  // The run: warm-up (a fifth, at most a minute), then the measured part; the flood starts halfway.
  const debut = journal.maintenant();
  ctx.finMs = debut + dureeMs;
  const finChauffe = debut + Math.min(60_000, dureeMs / 5);
  const milieu = debut + dureeMs / 2;
  const jeux = personnes.map((p) => p.jouer());
  const attendreJusqua = (t: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, t - journal.maintenant())));
  await attendreJusqua(finChauffe);
  const rssChauffe = await memoire();
  let fenetreFlood: [number, number] | null = null;
  let flood: Promise<void> = Promise.resolve();
  if (options.flood) {
    await attendreJusqua(milieu);
    const chemin = `/v1/bureaux/${BUREAU_SOAK}/dossiers-patients?du=${ctx.periodes.mois.du}&au=${ctx.periodes.mois.au}`;
    flood = inonder(cible.url, ADRESSE_FLOOD, chemin, journal).then(() => {
      fenetreFlood = [milieu, journal.maintenant()];
    });
  }
  await Promise.all(jeux);
  await flood;
  await Promise.all(personnes.map((p) => p.arreter()));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssFin = await memoire();

  // Lost edits: every token an acknowledged save appended must be in the file's notes at the end.
  let perdues = 0;
  for (const [id, jetons] of journal.editionsAcquittees) {
    const r = await personnes[0]!.appel(
      'final check',
      'preparation',
      'GET',
      `/v1/bureaux/${BUREAU_SOAK}/dossiers-patients/${id}`,
    );
    const notes = r.status === 200 ? String((JSON.parse(r.corps) as { notes?: string }).notes ?? '') : '';
    perdues += jetons.filter((j) => !notes.includes(j)).length;
  }

  const minutes = (ctx.finMs - debut) / 60_000;
  const c = chiffres(
    journal,
    personnes.map((p) => p.requetes),
    minutes,
    { sansFlood: [finChauffe, fenetreFlood?.[0] ?? ctx.finMs], flood: fenetreFlood },
  );
  const tableaux: string[] = [];
  recordTables(tableaux);
  const parAppel = new Map<string, number[]>();
  for (const m of journal.mesures) {
    const cle = `${m.appel} (${POURQUOI[m.origine]})`;
    parAppel.set(cle, [...(parAppel.get(cle) ?? []), m.ms]);
  }
  table(
    'Calls',
    ['call (why)', 'n', 'p50', 'p95', 'max'],
    [...parAppel.entries()].map(([cle, ms]) => {
      const tri = [...ms].sort((a, b) => a - b);
      const p = (q: number) =>
        `${tri[Math.min(tri.length - 1, Math.ceil(q * tri.length) - 1)]!.toFixed(0)} ms`;
      return [cle, ms.length, p(0.5), p(0.95), `${tri[tri.length - 1]!.toFixed(0)} ms`];
    }),
  );
  table(
    'Run',
    ['figure', 'value'],
    [
      ['staff requests (actions and refetches)', c.requetesPersonnel],
      [
        'edits acknowledged / conflicts (409) / given up',
        `${journal.editions()} / ${journal.conflits} / ${journal.editionsAbandonnees}`,
      ],
      ['files created', journal.creations],
      ['5xx (or no answer) by call', c.erreursParAppel],
      ['change signals received', journal.signauxRecus],
      [
        'refetches per edit / screens concerned per edit',
        `${c.rafraichissementsParEdition.toFixed(2)} / ${c.ecransConcernesParEdition.toFixed(2)}`,
      ],
      ['flood answers', `${c.floodRecus} (${c.floodStatuts})`],
      [
        'staff p95 before the flood / during it',
        `${c.p95SansFlood.toFixed(0)} ms / ${c.p95PendantFlood.toFixed(0)} ms`,
      ],
      [
        'server RSS after warm-up / after the run',
        `${(rssChauffe / 2 ** 20).toFixed(0)} MB / ${(rssFin / 2 ** 20).toFixed(0)} MB`,
      ],
    ],
  );
  const resultats = evaluer({
    erreursServeur: c.erreursServeurPersonnel + c.erreursServeurFlood,
    refus429: c.refus429,
    editionsPerdues: perdues,
    p95Liste: c.p95Liste,
    p95Enregistrement: c.p95Enregistrement,
    memoire: rssFin / rssChauffe,
    rafraichissements: c.rafraichissementsParEcranConcerne,
    requetesParMinute: c.requetesParMinutePersonnel,
    requetesParMinuteMax: c.requetesParMinuteMax,
    flood: options.flood ? c.p95PendantFlood / c.p95SansFlood : null,
  });
  table(
    'Budgets (tests/soak/budgets.ts): the soak fails when a figure misses its budget',
    ['budget', 'measured', 'limit', ''],
    resultats.map((r) => [
      r.budget.nom,
      r.absent ? 'not measured' : formater(r.mesure, r.budget.unite),
      formater(r.budget.limite, r.budget.unite),
      r.absent ? '(--sans-flood)' : r.manque ? 'MISSED' : 'ok',
    ]),
  );
  recordTables(null);
  writeMeasures(fileURLToPath(new URL('../../docs/measures.md', import.meta.url)), [
    {
      id: 'soak',
      title: `Soak: ${titre} (\`npm run soak\`)`,
      measured: machineAndDate(),
      body: tableaux.join('\n\n'),
    },
  ]);
  const manques = resultats.filter((r) => r.manque);
  console.log(
    manques.length === 0
      ? '\nEvery budget holds.'
      : `\n${manques.length} of ${Object.keys(BUDGETS_SOAK).length} budgets missed: ${manques.map((r) => r.budget.nom).join('; ')}`,
  );
  code = manques.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  fermerConnexions();
  await cible.arreter();
}
process.exit(code);
