// One staff member of the soak, acting as the SPA makes a person act: signed in, its WebSocket open, a
// screen shown (month list, a file, the duty grid, billable files, statistics) and refetched on change
// signals by the SPA's policy (politique-rafraichissement.ts), coalesced as the SPA coalesces them,
// one action every 2–6 s. An edit sends the version it read; a 409 is re-read and retried as the
// conflict panel makes a user do, and every edit acknowledged by a 200 is recorded with the token it
// appended to the notes.
import { REALTIME_PROTOCOL } from '@umj/shared/realtime';
import { creerCoalesceur, type Minuteries } from '@umj/shared/coalescence';
import { DEBOUNCE_MS, RECONNEXION_SOCKET_MS } from '@umj/shared/constantes';
import WebSocket from 'ws';
import type { CompteSoak } from './comptes.ts';
import { envoyer, type Reponse } from './http.ts';
import type { Journal, Origine } from './mesures.ts';
import { rafraichissementPour, type Ecran } from './politique-rafraichissement.ts';
import { ecranDe, choisirAction, type Action, type Periodes, type Tirage } from './scenario.ts';

/** Node's timers, for the coalescers. */
const minuteries: Minuteries = {
  setTimeout: (f, ms) => setTimeout(f, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface Contexte {
  base: string;
  /** The hospital's address: every staff member's requests leave from it. */
  adresse: string;
  journal: Journal;
  bureauId: string;
  periodes: Periodes;
  /** The 20 shared files and their examiner. */
  partages: readonly { id: number; examinateurId: string }[];
  /** Who examines the new files (the soak's doctors, in turn). */
  examinateurs: readonly { id: string; nomComplet: string }[];
  /** End of the run (ms since its start). */
  finMs: number;
}

/** The fields of a file the server sets: not part of a PATCH body (the form sends the others). */
export const CHAMPS_SERVEUR: readonly string[] = [
  'id',
  'statut',
  'bureau',
  'dateRdvPris',
  'dateArrivé',
  'dateAnnulé',
  'dateModification',
  'photos',
  'documents',
  'bordereauNumero',
  'creePar',
  'requisitionEnDouble',
  'avertissements',
];
const ESSAIS_APRES_CONFLIT = 5;

export class Personnel {
  requetes = 0;
  utilisateurId = '';
  private jeton = '';
  private socket: WebSocket | null = null;
  private ecran: Ecran | null = null;
  private arrete = false;
  private readonly enCours = new Map<string, Promise<void>>();
  private readonly aRefaire = new Set<string>();
  private readonly rapide = creerCoalesceur<Record<string, unknown>>(
    (lot) => this.appliquerSignaux(lot, false),
    minuteries,
  );
  private readonly chiffres = creerCoalesceur<Record<string, unknown>>(
    (lot) => this.appliquerSignaux(lot, true),
    minuteries,
    Date.now,
    DEBOUNCE_MS,
  );
  /** The version of each file this person's screens hold (react-query's cache in the SPA). */
  private readonly versions = new Map<string, number>();
  private editionsFaites = 0;

  constructor(
    readonly compte: CompteSoak,
    readonly code: string,
    private readonly ctx: Contexte,
    private readonly tirage: Tirage,
  ) {}

  async appel(appel: string, origine: Origine, methode: string, chemin: string, corps?: unknown) {
    const r = await envoyer({
      base: this.ctx.base,
      adresseSource: this.ctx.adresse,
      navigateur: this.code,
      methode,
      chemin,
      jeton: this.jeton || undefined,
      corps,
    });
    if (origine !== 'preparation') this.requetes += 1;
    this.ctx.journal.noter(appel, origine, r.status, r.ms);
    return r;
  }

  async connecter(motDePasse: string): Promise<void> {
    const corps = { adresseEmail: this.compte.adresseEmail, motDePasse };
    let r = await this.appel('sign-in', 'preparation', 'POST', '/v1/auth/login', corps);
    // A person whose sign-in timed out tries again (the 5xx is still counted).
    for (let essai = 1; essai < 3 && r.status >= 500; essai++) {
      r = await this.appel('sign-in', 'preparation', 'POST', '/v1/auth/login', corps);
    }
    if (r.status !== 200) {
      throw new Error(`connexion de ${this.compte.adresseEmail} : HTTP ${r.status} ${r.corps}`);
    }
    this.jeton = (JSON.parse(r.corps) as { accessToken: string }).accessToken;
    const moi = await this.appel('profile', 'preparation', 'GET', '/v1/utilisateurs/moi');
    this.utilisateurId = (JSON.parse(moi.corps) as { id: string }).id;
    await this.ouvrirSocket();
  }

  private ouvrirSocket(): Promise<void> {
    const url = `${this.ctx.base.replace(/^http/, 'ws')}/ws`;
    // The browser sends the SPA's origin, which $connect checks.
    const socket = new WebSocket(url, [REALTIME_PROTOCOL, this.jeton], {
      localAddress: this.ctx.adresse,
      origin: this.ctx.base,
    });
    this.socket = socket;
    socket.on('message', (data) => this.recevoir(String(data)));
    socket.on('close', () => {
      if (this.arrete || this.socket !== socket) return;
      // The SPA's retry after a server disconnect.
      setTimeout(() => void this.ouvrirSocket().catch(() => undefined), RECONNEXION_SOCKET_MS).unref();
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
  }

  private recevoir(texte: string): void {
    let trame: { event?: unknown; data?: unknown };
    try {
      trame = JSON.parse(texte) as typeof trame;
    } catch {
      return;
    }
    if (trame.event !== 'msgToClient' || typeof trame.data !== 'string' || !this.ecran) return;
    this.ctx.journal.signauxRecus += 1;
    // The SPA's coalescing (shared/src/coalescence.ts, as web/src/lib/realtime/realtime-provider.tsx
    // uses it): the figures (the statistics screen) once per DEBOUNCE_MS, the other screens after
    // COALESCENCE_MS of quiet.
    const message = JSON.parse(trame.data) as Record<string, unknown>;
    this.rapide.ajouter(message);
    this.chiffres.ajouter(message);
  }

  /** A burst of signals, against the screen shown now if its coalescer looks after it: each refetch once. */
  private appliquerSignaux(lot: readonly Record<string, unknown>[], chiffres: boolean): void {
    if (!this.ecran || this.arrete || (this.ecran.vue === 'statistiques') !== chiffres) return;
    const faits = new Set<string>();
    for (const message of lot) {
      const suite = rafraichissementPour(this.ecran, message, (id) => this.versions.get(id));
      if (suite.quoi === 'rien') continue;
      this.ctx.journal.ecransConcernes += 1;
      const cle = suite.quoi === 'element' ? `element:${suite.id}` : 'ecran';
      if (faits.has(cle)) continue;
      faits.add(cle);
      if (suite.quoi === 'element') {
        this.rafraichir(cle, () => this.lireDossier(suite.id, 'rafraichissement'));
      } else {
        this.rafraichir(cle, () => this.chargerEcran('rafraichissement'));
      }
    }
  }

  /** react-query's single flight: a refetch asked while the same one runs is done once, after it. */
  private rafraichir(cle: string, refaire: () => Promise<unknown>): void {
    if (this.enCours.has(cle)) {
      this.aRefaire.add(cle);
      return;
    }
    const tache = (async () => {
      do {
        this.aRefaire.delete(cle);
        await refaire();
      } while (this.aRefaire.has(cle) && !this.arrete);
    })().finally(() => this.enCours.delete(cle));
    this.enCours.set(cle, tache);
  }

  async jouer(): Promise<void> {
    while (!this.arrete && this.ctx.journal.maintenant() < this.ctx.finMs) {
      await new Promise((resolve) => setTimeout(resolve, 2000 + this.tirage() * 4000));
      if (this.ctx.journal.maintenant() >= this.ctx.finMs) break;
      await this.agir(choisirAction(this.compte.role, this.tirage));
    }
  }

  async arreter(): Promise<void> {
    this.arrete = true;
    this.rapide.arreter();
    this.chiffres.arreter();
    await Promise.allSettled([...this.enCours.values()]);
    this.socket?.close(1000);
  }

  private mesPartages(): { id: number; examinateurId: string }[] {
    const partages = this.ctx.partages;
    const miens = partages.filter((p) => p.examinateurId === this.utilisateurId);
    return this.compte.role === 'medecin' ? miens : [...partages];
  }

  private async agir(action: Action): Promise<void> {
    const bureau = `/v1/bureaux/${this.ctx.bureauId}`;
    const fichiers = this.mesPartages();
    const dossier = fichiers[Math.floor(this.tirage() * fichiers.length)];
    if ((action === 'ouvrir' || action === 'editer') && dossier) {
      this.ecran = ecranDe('dossier', this.ctx.bureauId, this.ctx.periodes, dossier.id);
      if (action === 'ouvrir') {
        await this.lireDossier(String(dossier.id), 'action');
        await this.appel(
          'file attachments',
          'action',
          'GET',
          `${bureau}/dossiers-patients/${dossier.id}/pieces`,
        );
      } else {
        await this.editer(dossier.id);
      }
      return;
    }
    if (action === 'creer') {
      await this.creer();
      return;
    }
    const vue = action === 'ouvrir' || action === 'editer' ? 'liste' : action;
    this.ecran = ecranDe(vue, this.ctx.bureauId, this.ctx.periodes);
    await this.chargerEcran('action');
  }

  private async lireDossier(id: string, origine: Origine): Promise<Reponse> {
    const appel = origine === 'action' ? 'file opening' : 'file refetch';
    const r = await this.appel(
      appel,
      origine,
      'GET',
      `/v1/bureaux/${this.ctx.bureauId}/dossiers-patients/${id}`,
    );
    this.noterVersions(r);
    return r;
  }

  /** Keeps the versions of the files of an answer (one file or a list page), as the SPA's cache does. */
  private noterVersions(r: Reponse): void {
    if (r.status < 200 || r.status >= 300) return;
    const corps = JSON.parse(r.corps) as { id?: unknown; version?: unknown; elements?: unknown[] };
    for (const d of Array.isArray(corps.elements) ? corps.elements : [corps]) {
      const f = d as { id?: unknown; version?: unknown };
      if (typeof f.version === 'number' && f.id !== undefined) this.versions.set(String(f.id), f.version);
    }
  }

  private async chargerEcran(origine: Origine): Promise<void> {
    const ecran = this.ecran;
    if (!ecran) return;
    const bureau = `/v1/bureaux/${ecran.bureauId}`;
    const { mois, annee, aujourdhui } = this.ctx.periodes;
    const periode = (p: { du: string; au: string }) => new URLSearchParams(p).toString();
    switch (ecran.vue) {
      case 'dossier':
        await this.lireDossier(String(ecran.dossierId), origine);
        return;
      case 'liste': {
        let suivant: string | null = null;
        let page = 0;
        do {
          const q = new URLSearchParams({ ...mois, ...(suivant ? { suivant } : {}) });
          const r = await this.appel(
            page === 0 ? 'month list' : 'month list, next page',
            origine,
            'GET',
            `${bureau}/dossiers-patients?${q.toString()}`,
          );
          this.noterVersions(r);
          suivant = r.status === 200 ? (JSON.parse(r.corps) as { suivant: string | null }).suivant : null;
          page += 1;
        } while (suivant !== null);
        return;
      }
      case 'facturables':
        await this.appel(
          'billable files',
          origine,
          'GET',
          `${bureau}/bordereaux/facturables?${periode(mois)}`,
        );
        return;
      case 'statistiques':
        await this.appel('statistics', origine, 'GET', `${bureau}/statistiques?${periode(annee)}`);
        return;
      case 'grille':
        await this.appel('duty grid', origine, 'GET', `${bureau}/disponibilites-dv?du=${aujourdhui}&jours=7`);
        return;
    }
  }

  /** Open the file, append a token to its notes, save with the version read; on 409 re-read and redo. */
  private async editer(id: number): Promise<void> {
    this.editionsFaites += 1;
    const jeton = `[${this.code}-${this.editionsFaites}]`;
    const chemin = `/v1/bureaux/${this.ctx.bureauId}/dossiers-patients/${id}`;
    let lu = await this.lireDossier(String(id), 'action');
    for (let essai = 0; essai < ESSAIS_APRES_CONFLIT && lu.status === 200; essai++) {
      const dossier = JSON.parse(lu.corps) as Record<string, unknown>;
      const corps = Object.fromEntries(Object.entries(dossier).filter(([k]) => !CHAMPS_SERVEUR.includes(k)));
      const r = await this.appel('file save', 'action', 'PATCH', chemin, {
        ...corps,
        notes: `${String(dossier.notes ?? '')} ${jeton}`.trim(),
      });
      if (r.status === 200) {
        this.noterVersions(r);
        this.ctx.journal.acquitter(id, jeton);
        return;
      }
      if (r.status !== 409) return;
      this.ctx.journal.conflits += 1;
      lu = await this.appel('file re-read after a conflict', 'action', 'GET', chemin);
    }
    this.ctx.journal.editionsAbandonnees += 1;
  }

  private async creer(): Promise<void> {
    const examinateurs = this.ctx.examinateurs;
    const examinateur =
      examinateurs.find((e) => e.id === this.utilisateurId) ??
      examinateurs[Math.floor(this.tirage() * examinateurs.length)];
    const r = await this.appel(
      'file creation',
      'action',
      'POST',
      `/v1/bureaux/${this.ctx.bureauId}/dossiers-patients`,
      {
        nom: `SOAK NOUVEAU ${this.code}-${Math.floor(this.tirage() * 1e6)}`,
        rendezVousDate: this.ctx.periodes.jour,
        rendezVousHeure: 600 + Math.floor(this.tirage() * 480),
        examinateur,
        montantHT: 12_000,
      },
    );
    if (r.status !== 201) return;
    this.noterVersions(r);
    this.ctx.journal.creations += 1;
    const cree = JSON.parse(r.corps) as { id: number };
    this.ecran = ecranDe('dossier', this.ctx.bureauId, this.ctx.periodes, cree.id);
  }
}
