// The totals of a bordereau (HT, TVA, TTC, the sums of its lines to the cent), as a
// description list: read the same on the new-bordereau screen (live) and on the bordereau's screen.
import { centimes, formatEuros } from '@umj/shared/argent';
import { useTranslation } from 'react-i18next';

export interface Totaux {
  totalHT: number;
  totalTVA: number;
  totalTTC: number;
}

export function TotauxBordereau({ totaux, libelle }: { totaux: Totaux; libelle?: string }) {
  const { t } = useTranslation('bordereaux');
  return (
    <div className="umj-bordereau-totaux">
      {libelle && <p className="umj-bordereau-totaux-libelle">{libelle}</p>}
      <dl aria-label={t('totaux.titre')}>
        <div>
          <dt>{t('totaux.ht')}</dt>
          <dd data-testid="total-ht">{formatEuros(centimes(totaux.totalHT))}</dd>
        </div>
        <div>
          <dt>{t('totaux.tva')}</dt>
          <dd data-testid="total-tva">{formatEuros(centimes(totaux.totalTVA))}</dd>
        </div>
        <div className="umj-bordereau-totaux-ttc">
          <dt>{t('totaux.ttc')}</dt>
          <dd data-testid="total-ttc">{formatEuros(centimes(totaux.totalTTC))}</dd>
        </div>
      </dl>
    </div>
  );
}
