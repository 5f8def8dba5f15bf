// The period filter of the accounting, statistics and payment split screens: a search landmark with
// the two dates "Du" and "Au" (ids `<idPrefix>-du` and `<idPrefix>-au`, which the tests and the labels
// use), then the screen's own filters (an axis, an examiner, export buttons) given as children in
// `Champ`s of `components/champ` (class `umj-periode-champ`), then, while the period ends before it starts, an alert. The texts are the screen's:
// its namespace `ns` holds `filtres.titre`, `filtres.du`, `filtres.au` and `periodeInvalide`. The period
// lives in the URL (`useFiltreUrl`). An emptied date keeps the previous one (the URL always holds a
// full period).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChampDate } from '../champ-date/champ-date.tsx';
import { periodeValide, type Periode } from './periode.ts';
import './periode.css';

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
          <ChampDate
            key={borne}
            id={`${idPrefix}-${borne}`}
            label={t(`filtres.${borne}`)}
            className="umj-periode-champ"
            value={periode[borne]}
            onChange={(valeur) => {
              if (valeur) onChange({ [borne]: valeur });
            }}
          />
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
