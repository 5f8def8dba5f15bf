// Duty grid availabilities: one item per slot, day and examiner in the office's month
// partition. Access patterns V1–V3 of docs/data-model.md.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { Jour } from '@umj/shared/dates';
import type { DisponibiliteDvStockee } from '@umj/shared/disponibilites-dv-api';
import type { StatutDisponibilite } from '@umj/shared/disponibilites';
import { VERSION_INITIALE } from '@umj/shared/version';
import { getItem } from './get-item.ts';
import { putFirstVersion, updateVersioned } from './ecriture-versionnee.ts';
import { keys } from './keys.ts';
import { moisDuJour, queryParMois } from './mois.ts';

/** The table key of one availability (V3: unique per slot, day and examiner). */
export function cleDisponibiliteDv(bureauId: string, jour: Jour, creneauId: number, examinateurId: string) {
  return keys.disponibiliteDv(bureauId, moisDuJour(jour), jour, creneauId, examinateurId);
}

/** The whole item as written (the seed writes these directly). */
export function itemDisponibiliteDv(d: DisponibiliteDvStockee): Record<string, NativeAttributeValue> {
  const mois = moisDuJour(d.date);
  return {
    ...cleDisponibiliteDv(d.bureauId, d.date, d.créneauId, d.examinateur.id),
    GSI1PK: keys.disponibilitesDvExaminateurMois(d.bureauId, d.examinateur.id, mois),
    GSI1SK: keys.triDisponibiliteDvExaminateur(d.date, d.créneauId),
    type: 'DisponibiliteDv',
    ...d,
  };
}

function toDisponibiliteDv(item: Record<string, NativeAttributeValue>): DisponibiliteDvStockee {
  return {
    bureauId: item.bureauId as string,
    créneauId: item['créneauId'] as number,
    date: item.date as Jour,
    examinateur: item.examinateur as DisponibiliteDvStockee['examinateur'],
    choixExaminateur: item.choixExaminateur as StatutDisponibilite,
    choixSecretariat: item.choixSecretariat as StatutDisponibilite,
    version: item.version as number,
    ...(item.modifiePar ? { modifiePar: item.modifiePar as string } : {}),
    modifieLe: (item.modifieLe as string | undefined) ?? '',
  };
}

/**
 * V1: every availability of an office from `du` to `au` (day numbers, both included): one Query per
 * month partition (a 7-day grid: one or two), consistent. T2 reads it to propose the doctor on duty.
 */
export async function listerDisponibilitesDv(
  bureauId: string,
  du: Jour,
  au: Jour,
): Promise<DisponibiliteDvStockee[]> {
  const items = await queryParMois(du, au, {
    index: 'table',
    partition: (mois) => keys.disponibilitesDvMois(bureauId, mois),
    options: { ConsistentRead: true },
  });
  return items.map(toDisponibiliteDv);
}

/** V2: one examiner's availabilities in an office from `du` to `au` (GSI1, one Query per month). */
export async function listerDisponibilitesDvExaminateur(
  bureauId: string,
  examinateurId: string,
  du: Jour,
  au: Jour,
): Promise<DisponibiliteDvStockee[]> {
  const items = await queryParMois(du, au, {
    index: 'GSI1',
    partition: (mois) => keys.disponibilitesDvExaminateurMois(bureauId, examinateurId, mois),
  });
  return items.map(toDisponibiliteDv);
}

/** V3: one availability (GetItem, consistent), or undefined when the cell was never written. */
export async function lireDisponibiliteDv(
  bureauId: string,
  jour: Jour,
  creneauId: number,
  examinateurId: string,
): Promise<DisponibiliteDvStockee | undefined> {
  return getItem(cleDisponibiliteDv(bureauId, jour, creneauId, examinateurId), toDisponibiliteDv);
}

/**
 * V3: writes one availability at the version read. Version 0 (the cell was never written when the
 * caller read): Put if not exists, so two first writes of one cell give one 201 and one 409. Otherwise
 * the versioned UpdateItem of the two choices (409 when the version moved on). Returns the stored item.
 */
export async function enregistrerDisponibiliteDv(
  dispo: Omit<DisponibiliteDvStockee, 'version' | 'modifiePar' | 'modifieLe'>,
  versionLue: number,
  meta: { modifiePar: string; now: Date },
): Promise<DisponibiliteDvStockee> {
  const modifieLe = meta.now.toISOString();
  if (versionLue === 0) {
    const stockee: DisponibiliteDvStockee = {
      ...dispo,
      version: VERSION_INITIALE,
      modifiePar: meta.modifiePar,
      modifieLe,
    };
    await putFirstVersion(itemDisponibiliteDv(stockee));
    return stockee;
  }
  const item = await updateVersioned({
    key: cleDisponibiliteDv(dispo.bureauId, dispo.date, dispo.créneauId, dispo.examinateur.id),
    expectedVersion: versionLue,
    changes: {
      choixExaminateur: dispo.choixExaminateur,
      choixSecretariat: dispo.choixSecretariat,
      modifiePar: meta.modifiePar,
      modifieLe,
    },
    notFoundMessage: 'Disponibilité introuvable',
  });
  return toDisponibiliteDv(item);
}
