// Who receives which notification (docs/architecture.md#notifications), for the stream consumer
// (handlers/flux/produire-notifications.ts) and the sweep (handlers/notifications/balayer-notifications.ts):
// the doctor proposed for a visit request is the file's examiner; "the office's secretariat" is the
// office's active members of the roles ROLES_SECRETARIAT_NOTIFIES (M1); a configuration change goes to
// the active users with a role of the offices it changed (or everyone for a common key).
import { echeanceVisite } from '@umj/shared/demandes-visite';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import {
  bureauxDuChangement,
  examinateurNouvellementAttribue,
  genreEcheanceVisite,
  retourExaminateurNouveau,
  ROLES_SECRETARIAT_NOTIFIES,
} from '@umj/shared/notifications';
import { listerConfiguration } from '../data/configuration.ts';
import type { Envoi } from '../data/notifications.ts';
import { listerMembresBureau, listerUtilisateurs } from '../data/utilisateurs.ts';

/** The active members of the office's secretariat (ids). */
export async function secretariatDuBureau(bureauId: string): Promise<string[]> {
  const membres = await Promise.all(ROLES_SECRETARIAT_NOTIFIES.map((r) => listerMembresBureau(bureauId, r)));
  return membres.flat().flatMap((m) => (m.actif ? [m.utilisateurId] : []));
}

/** What a file's notifications name: the patient, else its number. */
export const libelleDossier = (d: Pick<DossierPatientStocke, 'id' | 'nom'>) =>
  d.nom.trim() === '' ? `Dossier ${d.id}` : d.nom.trim();

/** A visit request near or past its limit at `now`: to its doctor and to the office's secretariat. */
export function envoiEcheanceVisite(
  bureauId: string,
  d: DossierPatientStocke,
  secretariat: readonly string[],
  now: Date,
): Envoi | null {
  const genre = genreEcheanceVisite(d, now);
  if (genre === null) return null;
  return {
    destinataires: [...(d.examinateur ? [d.examinateur.id] : []), ...secretariat],
    notification: {
      genre,
      bureauId,
      objet: String(d.id),
      dossierId: d.id,
      libelle: libelleDossier(d),
      detail: echeanceVisite(d)?.toISOString() ?? null,
    },
  };
}

/** A created or changed file: its newly assigned examiner, its visit-request limit, its feedback. */
export async function envoisDuDossier(
  bureauId: string,
  avant: DossierPatientStocke | undefined,
  apres: DossierPatientStocke,
  now: Date,
): Promise<Envoi[]> {
  const envois: Envoi[] = [];
  const base = { bureauId, dossierId: apres.id, libelle: libelleDossier(apres) };
  const examinateur = examinateurNouvellementAttribue(avant, apres);
  if (examinateur !== null) {
    envois.push({
      destinataires: [examinateur],
      notification: { ...base, genre: 'dossier-attribue', objet: String(apres.id) },
    });
  }
  const retour = retourExaminateurNouveau(avant, apres);
  const visite = genreEcheanceVisite(apres, now) !== null;
  if (retour === null && !visite) return envois;
  const secretariat = await secretariatDuBureau(bureauId);
  const echeance = envoiEcheanceVisite(bureauId, apres, secretariat, now);
  if (echeance) envois.push(echeance);
  if (retour !== null) {
    envois.push({
      destinataires: secretariat,
      notification: {
        ...base,
        genre: 'retour-examinateur',
        objet: `${apres.id}#${apres.version}`,
        detail: retour,
      },
    });
  }
  return envois;
}

/** A configuration entry changed: everyone concerned, once per key and version. */
export async function envoiDeConfiguration(
  cle: string,
  avant: unknown,
  apres: unknown,
  version: number,
): Promise<Envoi> {
  const zones =
    cle === 'créneaux' ? ((await listerConfiguration()).find((e) => e.cle === 'zones')?.valeur ?? []) : [];
  const bureaux = bureauxDuChangement(cle, avant, apres, Array.isArray(zones) ? zones : []);
  const utilisateurs = (await listerUtilisateurs()).filter(
    (u) =>
      u.actif &&
      u.role !== 'aucun' &&
      (bureaux === null || u.bureauIds.length === 0 || u.bureauIds.some((b) => bureaux.includes(b))),
  );
  return {
    destinataires: utilisateurs.map((u) => u.id),
    notification: {
      genre: 'configuration-modifiee',
      bureauId: null,
      objet: `${cle}#${version}`,
      libelle: cle,
    },
  };
}
