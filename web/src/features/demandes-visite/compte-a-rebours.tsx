// The legal clock of one request (CPP art. 63-3, shared `etatEcheance`): the time left or past the
// limit, with colour, icon and text together (never colour alone), announced politely to screen readers
// when its state changes.
import {
  echeanceVisite,
  etatEcheance,
  minutesRestantes,
  type EtatEcheance,
} from '@umj/shared/demandes-visite';
import { formatHeure, minutesParis } from '@umj/shared/dates';
import type { DossierPatient } from '@umj/shared/dossier-patient';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const ICONES: Record<EtatEcheance, string> = {
  ok: 'pi pi-clock',
  proche: 'pi pi-exclamation-triangle',
  depassee: 'pi pi-times-circle',
  terminee: 'pi pi-check-circle',
};

/** '2 h 05 min' or '25 min'. */
export function formatDuree(t: TFunction, minutes: number): string {
  const m = Math.abs(minutes);
  return m >= 60
    ? t('demandes-visite:duree.heures', { h: Math.floor(m / 60), m: String(m % 60).padStart(2, '0') })
    : t('demandes-visite:duree.minutes', { m });
}

export function CompteARebours({
  demande,
  maintenant,
}: {
  demande: Pick<DossierPatient, 'rendezVousDate' | 'rendezVousHeure' | 'statut'>;
  maintenant: Date;
}) {
  const { t } = useTranslation('demandes-visite');
  const etat = etatEcheance(demande, maintenant);
  const echeance = echeanceVisite(demande);
  const reste = minutesRestantes(demande, maintenant);
  let detail = '';
  if (etat !== 'terminee' && reste !== null) {
    detail =
      reste > 0
        ? t('reste', { duree: formatDuree(t, reste) })
        : t('depasseDe', { duree: formatDuree(t, reste) });
  }
  return (
    <div className={`umj-visite-echeance umj-visite-echeance--${etat}`} role="status" aria-live="polite">
      <i className={ICONES[etat]} aria-hidden="true" />
      <span className="umj-visite-echeance__etat">{t(`etat.${etat}`)}</span>
      {detail && <span className="umj-visite-echeance__reste">{detail}</span>}
      {echeance && (
        <span className="umj-visite-echeance__heure">
          {t('echeance', { heure: formatHeure(minutesParis(echeance)) })}
        </span>
      )}
    </div>
  );
}
