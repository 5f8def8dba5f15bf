// A form value as text (the version-conflict panel: their value beside yours).
import { formatEuros, centimes } from '@umj/shared/argent';
import { formatDateFr, formatHeure } from '@umj/shared/dates';
import type { TFunction } from 'i18next';
import { instantVersSaisie, type ChampDossier } from './valeurs-dossier.ts';

export function afficherValeur(champ: ChampDossier, valeur: unknown, t: TFunction): string {
  if (valeur === null || valeur === undefined || valeur === '') return t('common:conflit.vide');
  switch (champ) {
    case 'rendezVousDate':
      return formatDateFr(valeur as number);
    case 'rendezVousHeure':
      return formatHeure(valeur as number);
    case 'lieu':
      return t(`dossiers-patients:lieux.${String(valeur)}`);
    case 'montantHT':
    case 'montantTVA':
      return formatEuros(centimes(valeur as number));
    case 'dateMail':
    case 'dateRemis':
      return instantVersSaisie(valeur as string)
        .split('-')
        .reverse()
        .join('/');
    case 'dateDeNaissance':
    case 'requisitionDate':
    case 'affaireDate':
      return (valeur as string).split('-').reverse().join('/');
    default:
      break;
  }
  if (typeof valeur === 'boolean') return t(valeur ? 'common:oui' : 'common:non');
  if (typeof valeur === 'object') {
    const o = valeur as { nom?: string; nomComplet?: string };
    return o.nomComplet ?? o.nom ?? JSON.stringify(valeur);
  }
  return String(valeur);
}
