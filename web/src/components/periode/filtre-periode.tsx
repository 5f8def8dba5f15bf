// The period filter of the accounting, statistics and payment split screens: a search landmark with
// the two dates "Du" and "Au" (ids `<idPrefix>-du` and `<idPrefix>-au`, which the tests and the labels
// use), then the screen's own filters (an axis, an examiner, export buttons) given as children in
// `ChampFiltre`s. The labels come from the screen's namespace; the period lives in the URL
// (`useFiltreUrl`). An emptied date keeps the previous one (the URL always holds a full period).
import type { ReactNode } from 'react';
import type { Periode } from './periode.ts';
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
  /** Prefix of the date inputs' ids. */
  idPrefix: string;
  periode: Periode;
  onChange: (changement: Partial<Periode>) => void;
  /** The landmark's name and the two dates' labels, in the screen's words. */
  libelles: { titre: string; du: string; au: string };
  /** The screen's other filters, after the dates. */
  children?: ReactNode;
}

export function FiltrePeriode({ idPrefix, periode, onChange, libelles, children }: FiltrePeriodeProps) {
  return (
    <div className="umj-periode-filtres" role="search" aria-label={libelles.titre}>
      {(['du', 'au'] as const).map((borne) => (
        <ChampFiltre key={borne} id={`${idPrefix}-${borne}`} label={libelles[borne]}>
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
  );
}

/** The alert shown while the period ends before it starts. */
export function PeriodeInvalide({ texte }: { texte: string }) {
  return (
    <p className="umj-periode-erreur" role="alert">
      {texte}
    </p>
  );
}
