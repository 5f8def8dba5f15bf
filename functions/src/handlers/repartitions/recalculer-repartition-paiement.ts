// POST /bureaux/{bureauId}/repartitions-paiement/{jour}/recalcul { version }: an administrator's
// explicit recompute after a late edit of a file. Replaces the split of that office and day with a new
// version computed now (P3 for that day, current settings) and keeps the replaced one as its own item
// (answered in `historique`, docs/data-model.md#payment-split-versions);
// 404 when the day has no split, 409 VERSION_CONFLICT on a stale version (nothing written), 400 for a
// day not over yet (Paris). Audited; connected screens of that office are told (RepartitionPaiement).
import { jourDepuisIso, jourParis, type Jour } from '@umj/shared/dates';
import {
  jourRepartitionSchema,
  jourTermine,
  MESSAGE_JOUR_NON_TERMINE,
  MESSAGE_REPARTITION_INTROUVABLE,
  nouvelleVersion,
  recalculRepartitionSchema,
} from '@umj/shared/repartition-paiement';
import { lireRepartition, remplacerRepartition } from '../../data/repartitions.ts';
import { NotFoundError, ValidationError, VersionConflictError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { bureauPathSchema } from '../../schemas/http-inputs.ts';
import { calculerPourBureau, reglagesCourants } from '../../services/repartition-paiement.ts';

const pathSchema = bureauPathSchema.extend({ jour: jourRepartitionSchema });

export const handler = apiHandler(
  {
    name: 'repartitions/recalculer-repartition-paiement',
    audited: true,
    bureau: 'path',
    path: pathSchema,
    body: recalculRepartitionSchema,
    cible: ({ bureauId, path }) => `BUREAU#${bureauId}#REPARTITION#${path.jour}`,
  },
  async ({ bureauId, path, body, session }) => {
    const jour = jourDepuisIso(path.jour) as Jour;
    const now = new Date();
    if (!jourTermine(jour, jourParis(now))) throw new ValidationError(MESSAGE_JOUR_NON_TERMINE, 'jour');
    const actuelle = await lireRepartition(bureauId, jour);
    if (!actuelle) throw new NotFoundError(MESSAGE_REPARTITION_INTROUVABLE);
    if (actuelle.version !== body.version) throw new VersionConflictError();
    const calcul = await calculerPourBureau(bureauId, jour, await reglagesCourants());
    const auteur = {
      type: 'utilisateur' as const,
      id: session.utilisateurId,
      nomComplet: session.utilisateur.nomComplet,
    };
    const suivante = nouvelleVersion(actuelle, calcul, now, auteur);
    await remplacerRepartition(suivante, jour, body.version, suivante.historique[0]!);
    return { body: suivante };
  },
);
