// What every form shows after a 409 VERSION_CONFLICT (lib/forms/conflit.ts reads the stored item
// again): the value saved meanwhile beside the typed one. Two shapes of one rule — nothing typed is
// lost, the user chooses:
// - `PanneauConflit`: one panel above a long form (the patient file), a row per differing field with
//   the stored and the typed value as radio choices, then "apply";
// - `ValeurEnregistree`: a note under one field (the edit dialog, the settings), with "keep mine /
//   take this one" when the form offers the choice.
// Texts come from the screen (its own i18n keys); the values come already written as text.
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './conflit.css';
import { EnteteTableau } from '../tableau/entete-tableau.tsx';

export type Garder = 'le-mien' | 'le-leur';

export interface LigneConflit {
  champ: string;
  /** The field's translated label. */
  label: string;
  /** The stored value and the typed one, as text. */
  leur: string;
  mien: string;
  garder: Garder;
}

export interface TextesConflit {
  titre: string;
  explication: string;
  /** Column headers: the field, the stored value, the typed value. */
  champ: string;
  leur: string;
  leMien: string;
  appliquer: string;
}

export function PanneauConflit({
  lignes,
  textes,
  onChoix,
  onAppliquer,
}: {
  lignes: readonly LigneConflit[];
  textes: TextesConflit;
  onChoix(champ: string, garder: Garder): void;
  onAppliquer(): void;
}) {
  const option = (ligne: LigneConflit, garder: Garder, valeur: string) => (
    <td>
      <label>
        <input
          type="radio"
          name={`conflit-${ligne.champ}`}
          checked={ligne.garder === garder}
          onChange={() => onChoix(ligne.champ, garder)}
        />{' '}
        {valeur}
      </label>
    </td>
  );
  return (
    <section className="umj-conflit" aria-labelledby="umj-conflit-titre">
      <h2 id="umj-conflit-titre">{textes.titre}</h2>
      <p>{textes.explication}</p>
      <table>
        <EnteteTableau colonnes={[textes.champ, textes.leur, textes.leMien]} />
        <tbody>
          {lignes.map((ligne) => (
            <tr key={ligne.champ}>
              <th scope="row">{ligne.label}</th>
              {option(ligne, 'le-leur', ligne.leur)}
              {option(ligne, 'le-mien', ligne.mien)}
            </tr>
          ))}
        </tbody>
      </table>
      <Button type="button" size="small" label={textes.appliquer} onClick={onAppliquer} />
    </section>
  );
}

/**
 * The value saved meanwhile, under its field. `nom` names the note for screen readers (a group);
 * `choix` adds "keep mine" and "take this one".
 */
export function ValeurEnregistree({
  children,
  nom,
  choix,
}: {
  children: ReactNode;
  nom?: string;
  choix?: { garderLaMienne(): void; prendreLaSienne(): void };
}) {
  const { t } = useTranslation('common');
  return (
    <div className="umj-conflict-note" role={nom === undefined ? undefined : 'group'} aria-label={nom}>
      <span>{children}</span>
      {choix &&
        (
          [
            ['conflit.garderLaMienne', choix.garderLaMienne, 'text'],
            ['conflit.prendreLaSienne', choix.prendreLaSienne, 'outlined'],
          ] as const
        ).map(([cle, onClick, style]) => (
          <Button
            key={cle}
            type="button"
            size="small"
            text={style === 'text'}
            outlined={style === 'outlined'}
            label={t(cle)}
            onClick={onClick}
          />
        ))}
    </div>
  );
}
