// The figures of a period as a list of named boxes (a `<dl>` named for assistive technologies): the
// accounting's and the payment split's totals, the statistics' summary.
import type { ReactNode } from 'react';
import './periode.css';

export interface TotalPeriode {
  cle: string;
  libelle: string;
  valeur: ReactNode;
}

export function TotauxPeriode({
  label,
  totaux,
  className,
}: {
  label: string;
  totaux: readonly TotalPeriode[];
  /** The screen's own class, beside the generic one (its layout, and a hook for browser tests). */
  className?: string;
}) {
  return (
    <dl className={className ? `umj-periode-totaux ${className}` : 'umj-periode-totaux'} aria-label={label}>
      {totaux.map(({ cle, libelle, valeur }) => (
        <div key={cle} className="umj-periode-total">
          <dt>{libelle}</dt>
          <dd>{valeur}</dd>
        </div>
      ))}
    </dl>
  );
}
