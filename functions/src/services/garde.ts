// The duty lookup of a police station (K1 + L2 + V1 over the day and the day before), shared by
// GET .../garde and the "Médecin Suivant" hand-over of a visit request (docs/api.md#medecin-suivant).
import { CONFIGURATION_VALUE_SCHEMAS } from '@umj/shared/configuration';
import { jourParis } from '@umj/shared/dates';
import {
  medecinSuivant,
  zonesDuCommissariat,
  type ParametresGarde,
  type PassationVisite,
} from '@umj/shared/demandes-visite';
import type { DossierPatient } from '@umj/shared/dossier-patient';
import type { Commissariat } from '@umj/shared/listes';
import { listerConfiguration } from '../data/configuration.ts';
import { listerDisponibilitesDv } from '../data/disponibilites-dv.ts';
import { LISTES, lireEntree, type Entree } from '../data/listes.ts';

/** A police station of the list, when it belongs to the office (undefined otherwise). */
export async function commissariatDuBureau(
  bureauId: string,
  commissariatId: string,
): Promise<(Entree & Commissariat) | undefined> {
  const commissariat = await lireEntree<Entree & Commissariat>(LISTES.commissariats, commissariatId);
  return commissariat?.bureau === bureauId ? commissariat : undefined;
}

/** The station's usable zones, the slots and the office's availabilities around `instant`. */
export async function parametresGarde(
  bureauId: string,
  commissariat: Pick<Commissariat, 'secteur' | 'bureau'>,
  instant: Date,
): Promise<ParametresGarde> {
  const jour = jourParis(instant);
  const [configuration, disponibilites] = await Promise.all([
    listerConfiguration(),
    listerDisponibilitesDv(bureauId, jour - 1, jour),
  ]);
  const valeur = (cle: 'zones' | 'créneaux') => configuration.find((e) => e.cle === cle)?.valeur ?? [];
  const zones = zonesDuCommissariat(
    commissariat,
    CONFIGURATION_VALUE_SCHEMAS.zones.safeParse(valeur('zones')).data ?? [],
  );
  const creneaux = CONFIGURATION_VALUE_SCHEMAS.créneaux.safeParse(valeur('créneaux')).data ?? [];
  return { instant, zones, creneaux, disponibilites };
}

/**
 * The hand-over of a visit request at `instant`: its examiner hands on, the next doctor confirmed on
 * the same zone and slot is proposed (shared `medecinSuivant`), null when none is (or the request has
 * no police station of the office).
 */
export async function passationDemande(
  bureauId: string,
  dossier: Pick<DossierPatient, 'commissariat' | 'examinateur'>,
  instant: Date,
): Promise<PassationVisite> {
  const de = dossier.examinateur;
  const commissariat =
    dossier.commissariat === null ? undefined : await commissariatDuBureau(bureauId, dossier.commissariat.id);
  if (commissariat === undefined) return { de, garde: null };
  const parametres = await parametresGarde(bureauId, commissariat, instant);
  return { de, garde: medecinSuivant({ ...parametres, examinateurId: de?.id ?? null }) };
}
