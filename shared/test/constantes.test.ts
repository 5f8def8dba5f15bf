import { describe, expect, it } from 'vitest';
import * as c from '../src/constantes.ts';

describe('constants: business constants', () => {
  it('constants: grid and range', () => {
    expect([
      c.PAS_GRILLE_MINUTES,
      c.PLAGE_DEFAUT_DEBUT,
      c.PLAGE_DEFAUT_FIN,
      c.ECART_MINIMUM_RDV_MINUTES,
    ]).toEqual([15, 480, 1200, 8]);
    expect([c.LARGEUR_GRILLE_JOURS, c.FENETRE_CONFIRME_JOURS]).toEqual([7, 1]);
  });

  it('constants: timings', () => {
    expect({
      debounce: c.DEBOUNCE_MS,
      tentatives: c.TENTATIVES_MAX,
      attente: c.ATTENTE_ENTRE_TENTATIVES_MS,
      backoff: c.FACTEUR_BACKOFF,
      rafraichissement: c.DELAI_RAFRAICHISSEMENT_MANUEL_MS,
      rechargement: c.RECHARGEMENT_APRES_CONFIGURATION_MS,
      socket: c.RECONNEXION_SOCKET_MS,
      deconnexion: c.DELAI_DECONNEXION_MS,
      snackbar: c.DUREE_SNACKBAR_MS,
    }).toEqual({
      debounce: 7000,
      tentatives: 40,
      attente: 3000,
      backoff: 1.2,
      rafraichissement: 3000,
      rechargement: 30000,
      socket: 8000,
      deconnexion: 500,
      snackbar: 6000,
    });
  });

  it('statuses: the configuration-change alert verbatim', () => {
    expect(c.MESSAGE_APPLICATION_MISE_A_JOUR).toBe(
      "Attention : L'application a été mise à jour. Merci de rafraichir votre page. A défaut, elle sera rafraichie dans 30 secondes.",
    );
  });

  it('constants: retry delays grow by the backoff factor, 40 attempts at most', () => {
    expect([1, 2, 3].map(c.delaiAvantTentative)).toEqual([3000, 3600, 4320]);
    expect(c.delaiAvantTentative(40)).toBe(Math.round(3000 * 1.2 ** 39));
    expect(c.delaiAvantTentative(41)).toBeNull();
    expect(c.delaiAvantTentative(0)).toBeNull();
  });
});
