// The period filter of the accounting, statistics and payment split screens: a search landmark with
// the two dates "Du" and "Au" (ids `<idPrefix>-du` and `<idPrefix>-au`, which the tests and the labels
// use), then the screen's own filters (an axis, an examiner, export buttons) given as children in
// `ChampFiltre`s, then, while the period ends before it starts, an alert. The texts are the screen's:
// its namespace `ns` holds `filtres.titre`, `filtres.du`, `filtres.au` and `periodeInvalide`. The period
// lives in the URL (`useFiltreUrl`). An emptied date keeps the previous one (the URL always holds a
// full period).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { periodeValide, type Periode } from './periode.ts';
import './periode.css';

/** One labelled filter of the bar. */
export function ChampFiltre({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="umj-periode-champ">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export interface FiltrePeriodeProps {
  /** The screen's i18next namespace. */
  ns: string;
  /** Prefix of the date inputs' ids. */
  idPrefix: string;
  periode: Periode;
  onChange: (changement: Partial<Periode>) => void;
  /** False when the screen tells an invalid period its own way. */
  alerte?: boolean;
  /** The screen's other filters, after the dates. */
  children?: ReactNode;
}

export function FiltrePeriode({
  ns,
  idPrefix,
  periode,
  onChange,
  alerte = true,
  children,
}: FiltrePeriodeProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      <div className="umj-periode-filtres" role="search" aria-label={t('filtres.titre')}>
        {(['du', 'au'] as const).map((borne) => (
          <ChampFiltre key={borne} id={`${idPrefix}-${borne}`} label={t(`filtres.${borne}`)}>
            <input
              id={`${idPrefix}-${borne}`}
              type="date"
              className="p-inputtext p-component"
              value={periode[borne]}
              onChange={(e) => e.target.value && onChange({ [borne]: e.target.value })}
            />
          </ChampFiltre>
        ))}
        {children}
      </div>
      {alerte && !periodeValide(periode) && (
        <p className="umj-periode-erreur" role="alert">
          {t('periodeInvalide')}
        </p>
      )}
    </>
  );
}
