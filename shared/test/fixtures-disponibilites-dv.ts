// Duty grid samples: the default zones and slots of the demo offices, two doctors, a doctor and a
// secretary as callers, and a stored availability of Paris Nord.
import { zonesEtCreneauxParDefaut } from '../src/configuration-defaut.ts';
import { jourDepuisIso, type Jour } from '../src/dates.ts';
import type { Appelant, DisponibiliteDvStockee } from '../src/disponibilites-dv-api.ts';
import { DISPO, lignesGrille, type StatutDisponibilite } from '../src/disponibilites.ts';
import { BUREAUX } from './fixtures-configuration.ts';

export const j = (iso: string) => jourDepuisIso(iso) as Jour;
export const LUNDI = j('2026-11-23');
export const { zones, créneaux } = zonesEtCreneauxParDefaut(BUREAUX);
// Default slot ids (docs/product-rules.md#constants order): Paris Nord Secteur Nord 19 Matin, 20 Après-midi, 21 Soir (20:00–08:00);
// Secteur Sud 22, 23, 24; Chartres (Tuesday only) 17 Matin, 18 Après-midi.
export const PN = 'b-pn';
export const lignesPn = lignesGrille(créneaux, zones, [PN]);
export const lignesCha = lignesGrille(créneaux, zones, ['b-cha']);
export const DR_A = { id: 'dr-a', nomComplet: 'Dr Alice Martin' };
export const DR_B = { id: 'dr-b', nomComplet: 'Dr Bruno Petit' };
export const medecinA: Appelant = { id: DR_A.id, role: 'medecin' };
export const secretaire: Appelant = { id: 'sec', role: 'secretariat' };

export function dispo(
  créneauId: number,
  date: Jour,
  examinateur: { id: string; nomComplet: string },
  choixExaminateur: StatutDisponibilite,
  choixSecretariat: StatutDisponibilite = DISPO.nonDisponible,
): DisponibiliteDvStockee {
  return {
    bureauId: PN,
    créneauId,
    date,
    examinateur,
    choixExaminateur,
    choixSecretariat,
    version: 1,
    modifieLe: '2026-11-20T10:00:00.000Z',
  };
}
