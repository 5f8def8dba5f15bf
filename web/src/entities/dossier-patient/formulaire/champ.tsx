// One labelled field of the patient-file form: label, the input (given by the caller with the id and
// aria attributes to use), its hint and its French error message, linked for screen readers.
import type { ReactNode } from 'react';
import type { ChampDossier } from './valeurs-dossier.ts';

export interface AttributsChamp {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export function Champ({
  champ,
  label,
  erreur,
  aide,
  requis,
  enLigne,
  large,
  children,
}: {
  champ: ChampDossier;
  label: string;
  erreur?: string;
  aide?: string;
  requis?: boolean;
  /** Checkbox: label after the box. */
  enLigne?: boolean;
  /** Takes the whole row of the section (notes). */
  large?: boolean;
  children(attributs: AttributsChamp): ReactNode;
}) {
  const id = `dossier-${champ}`;
  const idErreur = `${id}-erreur`;
  const idAide = `${id}-aide`;
  const decrit = [erreur ? idErreur : '', aide ? idAide : ''].filter(Boolean).join(' ') || undefined;
  const classes = [
    'umj-dossier-champ',
    enLigne ? 'umj-dossier-champ--en-ligne' : '',
    large ? 'umj-dossier-champ--large' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-champ={champ}>
      <label htmlFor={id}>
        {label}
        {requis && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, 'aria-invalid': erreur !== undefined, 'aria-describedby': decrit })}
      {aide && (
        <small id={idAide} className="umj-hint">
          {aide}
        </small>
      )}
      {erreur && (
        <small id={idErreur} className="p-error" role="alert">
          {erreur}
        </small>
      )}
    </div>
  );
}
