// PUT /bureaux/{bureauId}/disponibilites-dv/{jour}/{creneauId}/{examinateurId}: one doctor's
// availability on one slot-day, at the version read (0 or absent: the cell was never written; created
// if nobody did meanwhile, else 409 VERSION_CONFLICT, nothing written). A doctor sets its own choice,
// the secretariat confirms or clears (shared `refusModificationDv`: 403 or a French 400 naming the
// field; an excluded slot-day, a locked cell…). Another office 404; a slot not of the office 404; an
// examiner who is not a doctor of the office 400. K1 + M1 + V3 GetItem, then the conditional write.
import { jourDepuisIso, jourParis, type Jour } from '@umj/shared/dates';
import { jourExclu } from '@umj/shared/disponibilites';
import {
  disponibiliteParDefaut,
  modificationDisponibiliteDvSchema,
  refusModificationDv,
  vueDisponibiliteDv,
} from '@umj/shared/disponibilites-dv-api';
import { enregistrerDisponibiliteDv, lireDisponibiliteDv } from '../../data/disponibilites-dv.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { celluleDvPathSchema, cibleDisponibiliteDv } from './disponibilite-dv-view.ts';
import { assertGrilleAccessible, lignesDuBureau, medecinsDuBureau } from '../../services/grille-dv.ts';

export const handler = apiHandler(
  {
    name: 'disponibilites-dv/update-disponibilite-dv',
    audited: true,
    bureau: 'path',
    path: celluleDvPathSchema,
    body: modificationDisponibiliteDvSchema,
    cible: ({ bureauId, path }) =>
      cibleDisponibiliteDv(bureauId, `${path.jour}#${path.creneauId}#${path.examinateurId}`),
  },
  async ({ bureauId, path, body, session }) => {
    const jour = jourDepuisIso(path.jour) as Jour;
    assertGrilleAccessible(session);
    const [lignes, medecins, stockee] = await Promise.all([
      lignesDuBureau(bureauId),
      medecinsDuBureau(bureauId),
      lireDisponibiliteDv(bureauId, jour, path.creneauId, path.examinateurId),
    ]);
    const ligne = lignes.find((l) => l.creneau.id === path.creneauId);
    if (ligne === undefined) throw new NotFoundError('Créneau introuvable dans ce bureau');
    const medecin = medecins.find((m) => m.id === path.examinateurId);
    const actuelle =
      stockee ??
      disponibiliteParDefaut({
        bureauId,
        créneauId: path.creneauId,
        date: jour,
        examinateur: medecin ?? { id: path.examinateurId, nomComplet: '' },
      });
    const now = new Date();
    const appelant = { id: session.utilisateurId, role: session.role };
    const exclu = jourExclu(ligne.zone, ligne.creneau, jour);
    const today = jourParis(now);
    const refus = refusModificationDv({
      appelant,
      actuelle,
      demande: body,
      exclu,
      today,
    });
    if (refus?.statut === 403) throw new ForbiddenError(refus.message, refus.champ);
    if (refus) throw new ValidationError(refus.message, refus.champ as string);
    if (stockee === undefined && medecin === undefined) {
      throw new ValidationError("Cet examinateur n'est pas un médecin de ce bureau", 'examinateurId');
    }
    const enregistree = await enregistrerDisponibiliteDv(
      {
        bureauId,
        créneauId: path.creneauId,
        date: jour,
        examinateur: actuelle.examinateur,
        choixExaminateur: body.choixExaminateur ?? actuelle.choixExaminateur,
        choixSecretariat: body.choixSecretariat ?? actuelle.choixSecretariat,
      },
      body.version,
      { modifiePar: session.utilisateurId, now },
    );
    const vue = vueDisponibiliteDv({ disponibilite: enregistree, appelant, exclu, today });
    return { body: vue };
  },
);
