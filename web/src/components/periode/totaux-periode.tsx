// The figures of a period as a list of named boxes (a `<dl>` named for assistive technologies): the
// accounting's and the payment split's totals, the statistics' summary. The texts are the screen's: in
// its namespace `ns`, `<prefixe>.titre` names the list and `<prefixe>.<key>` each figure.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './periode.css';

export function TotauxPeriode({
  ns,
  prefixe,
  totaux,
  className,
}: {
  ns: string;
  prefixe: string;
  /** Each figure as [key, value], in display order. */
  totaux: readonly (readonly [cle: string, valeur: ReactNode])[];
  /** The screen's own class, beside the generic one (its layout, and a hook for browser tests). */
  className?: string;
}) {
  const { t } = useTranslation(ns);
  return (
    <dl
      className={className ? `umj-periode-totaux ${className}` : 'umj-periode-totaux'}
      aria-label={t(`${prefixe}.titre`)}
    >
      {totaux.map(([cle, valeur]) => (
        <div key={cle} className="umj-periode-total">
          <dt>{t(`${prefixe}.${cle}`)}</dt>
          <dd>{valeur}</dd>
        </div>
      ))}
    </dl>
  );
}
