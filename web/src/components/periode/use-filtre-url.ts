// A screen's filter kept in the URL (so that a link or a reload shows the same figures): read on each
// render by the screen's own reader, changed in place (history replaced, not pushed). "Today" is the
// Paris day when the screen opened, so the default period does not move while the screen stays open.
import { jourParis } from '@umj/shared/dates';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodeValide, type Periode } from './periode.ts';

export type ChangerFiltre = (changements: Record<string, string | undefined>) => void;

export interface FiltreUrl<F extends Periode> {
  filtre: F;
  /** False when the period ends before it starts: the screen then asks nothing. */
  valide: boolean;
  /** Sets each parameter given a value, removes each given an empty one. */
  changer: ChangerFiltre;
}

export function useFiltreUrl<F extends Periode>(
  lire: (params: URLSearchParams, aujourdhui: number) => F,
): FiltreUrl<F> {
  const [params, setParams] = useSearchParams();
  const [aujourdhui] = useState(() => jourParis(new Date()));
  const filtre = lire(params, aujourdhui);
  const changer = useCallback<ChangerFiltre>(
    (changements) =>
      setParams(
        (p) => {
          const suivant = new URLSearchParams(p);
          for (const [cle, valeur] of Object.entries(changements)) {
            if (valeur) suivant.set(cle, valeur);
            else suivant.delete(cle);
          }
          return suivant;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filtre, valide: periodeValide(filtre), changer };
}
