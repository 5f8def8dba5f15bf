// The time-driven notifications of one office (docs/architecture.md#notifications), for the scheduled
// sweep (handlers/notifications/balayer-notifications.ts): visit requests of yesterday and today near or
// past their 3-hour limit (doctor and secretariat), validated files past their one-year billing limit
// without a bordereau (secretariat; while the billing alerts list them), duty slots of the next 48 hours
// without a confirmed doctor (secretariat; shared `conflitsGrille`). Each is a conditional Put under a
// deterministic id, so a second sweep writes nothing.
import { formatDateFr, isoDepuisJour, jourDepuisDateFr, jourParis, type Jour } from '@umj/shared/dates';
import { conflitsGrille } from '@umj/shared/disponibilites-dv-grille';
import {
  alerteAffichee,
  alerteLimiteFacturation,
  limiteFacturation,
  periodeAlertes,
} from '@umj/shared/limite-facturation';
import { genreEcheanceVisite } from '@umj/shared/notifications';
import { listerDisponibilitesDv } from '../data/disponibilites-dv.ts';
import { listerDossiersDuBureau } from '../data/dossiers-par-mois.ts';
import type { Envoi } from '../data/notifications.ts';
import { lignesDuBureau } from './grille-dv.ts';
import { envoiEcheanceVisite, libelleDossier, secretariatDuBureau } from './notifications.ts';

/** Days of the duty grid swept: yesterday (a night slot still running) to the day after tomorrow. */
const JOURS_GARDE = [-1, 0, 1, 2];

async function envoisVisites(bureauId: string, secretariat: string[], now: Date): Promise<Envoi[]> {
  const aujourdhui = jourParis(now);
  const { dossiers } = await listerDossiersDuBureau(bureauId, aujourdhui - 1, aujourdhui, {
    garder: (d) => genreEcheanceVisite(d, now) !== null,
  });
  return dossiers.flatMap((d) => envoiEcheanceVisite(bureauId, d, secretariat, now) ?? []);
}

async function envoisSansBordereau(bureauId: string, secretariat: string[], now: Date): Promise<Envoi[]> {
  const aujourdhui = jourParis(now);
  const { du, au } = periodeAlertes(aujourdhui);
  const { dossiers } = await listerDossiersDuBureau(bureauId, du, au, {
    garder: (d) => alerteLimiteFacturation(d, aujourdhui) === 'depassee' && alerteAffichee(d, aujourdhui),
  });
  return dossiers.map((d) => ({
    destinataires: secretariat,
    notification: {
      genre: 'dossier-sans-bordereau',
      bureauId,
      objet: String(d.id),
      dossierId: d.id,
      libelle: libelleDossier(d),
      detail: isoDepuisJour(limiteFacturation(jourDepuisDateFr(d.examenDate as string) as Jour)),
    },
  }));
}

async function envoisGardes(bureauId: string, secretariat: string[], now: Date): Promise<Envoi[]> {
  const jours = JOURS_GARDE.map((j) => jourParis(now) + j);
  const [lignes, disponibilites] = await Promise.all([
    lignesDuBureau(bureauId),
    listerDisponibilitesDv(bureauId, jours[0] as Jour, jours.at(-1) as Jour),
  ]);
  const nomDuCreneau = new Map(lignes.map((l) => [l.creneau.id, `${l.zone.nom} — ${l.creneau.nom}`]));
  return conflitsGrille({ lignes, jours, disponibilites, now })
    .filter((c) => c.type === 'sansConfirme')
    .map((c) => ({
      destinataires: secretariat,
      notification: {
        genre: 'garde-non-confirmee',
        bureauId,
        objet: `${c.créneauId}#${c.jour}`,
        libelle: `${nomDuCreneau.get(c.créneauId) as string} (${formatDateFr(c.jour)})`,
        detail: isoDepuisJour(c.jour),
      },
    }));
}

/** The notifications one office calls for at `now`. */
export async function envoisDuBalayage(bureauId: string, now: Date): Promise<Envoi[]> {
  const secretariat = await secretariatDuBureau(bureauId);
  const parts = await Promise.all([
    envoisVisites(bureauId, secretariat, now),
    envoisSansBordereau(bureauId, secretariat, now),
    envoisGardes(bureauId, secretariat, now),
  ]);
  return parts.flat();
}
