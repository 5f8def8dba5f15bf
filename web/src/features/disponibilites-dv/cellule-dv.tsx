// One cell of the duty grid. A doctor's cell is one button that cycles through the choices
// docs/product-rules.md#availability proposes (choixProposes); a secretariat cell lists who is available, wished or confirmed and opens
// the confirmation (choose the doctor, then Confirmé ? or Confirmé !). Excluded slot-days are greyed;
// conflicts are flagged by colour, icon and text.
import type { Jour } from '@umj/shared/dates';
import {
  choixProposes,
  DISPO,
  STATUTS_DISPONIBILITE,
  type StatutDisponibilite,
} from '@umj/shared/disponibilites';
import type { CelluleGrilleDv, ConflitGrille, DisponibiliteDvVue } from '@umj/shared/disponibilites-dv-api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BoutonLigne } from '../../components/list/bouton-ligne.tsx';

/** The next choice of a doctor's one-click cycle among the proposed list. */
export function choixSuivant(
  d: Pick<DisponibiliteDvVue, 'choixExaminateur' | 'choixSecretariat'>,
): StatutDisponibilite {
  const liste = choixProposes(d);
  const i = liste.indexOf(d.choixExaminateur);
  return liste[(i + 1) % liste.length] as StatutDisponibilite;
}

/**
 * The grid's texts, translated once per language for all its cells (a grid draws hundreds: one
 * translation hook and one lookup per cell and name cost a slow PC a sixth of the grid's opening);
 * `t` for the texts that name a cell.
 */
export function useTextesGrille() {
  const { t } = useTranslation('disponibilites-dv');
  return useMemo(
    () => ({
      t,
      statut: Object.fromEntries(STATUTS_DISPONIBILITE.map((s) => [s.id, t(`statut.${s.id}`)])) as Record<
        StatutDisponibilite,
        string
      >,
      ferme: t('ferme'),
      personne: t('personne'),
      ambigu: t('ambigu'),
      confirmer: t('confirmer'),
      cliquerPourChanger: t('cliquerPourChanger'),
      nonModifiable: t('nonModifiable'),
    }),
    [t],
  );
}
export type TextesGrille = ReturnType<typeof useTextesGrille>;

export function Statut({ statut, textes }: { statut: StatutDisponibilite; textes: TextesGrille }) {
  return <span className={`umj-dv-statut umj-dv-statut--${statut}`}>{textes.statut[statut]}</span>;
}

function Conflits({
  conflits,
  texte,
}: {
  conflits: readonly ConflitGrille[];
  texte: (c: ConflitGrille) => string;
}) {
  if (conflits.length === 0) return null;
  return (
    <ul className="umj-dv-conflits">
      {conflits.map((c, i) => (
        <li key={i}>
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {texte(c)}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  cellule: CelluleGrilleDv;
  libelle: string;
  conflits: readonly ConflitGrille[];
  texteConflit: (c: ConflitGrille) => string;
  mode: 'examinateur' | 'secretariat';
  peutConfirmer: boolean;
  occupe: boolean;
  onChoix: (d: DisponibiliteDvVue, jour: Jour) => void;
  onConfirmer: () => void;
  textes: TextesGrille;
}

export function CelluleDv({
  cellule,
  libelle,
  conflits,
  texteConflit,
  mode,
  peutConfirmer,
  occupe,
  onChoix,
  onConfirmer,
  textes,
}: Props) {
  const { t } = textes;
  const classes = ['umj-dv-cellule'];
  if (cellule.exclu) classes.push('umj-dv-cellule--exclue');
  if (conflits.length > 0) classes.push('umj-dv-cellule--conflit');
  if (cellule.exclu) {
    return (
      <td className={classes.join(' ')}>
        <span className="umj-dv-ferme">{textes.ferme}</span>
      </td>
    );
  }
  if (mode === 'examinateur') {
    const d = cellule.disponibilites[0];
    return (
      <td className={classes.join(' ')}>
        {d === undefined ? (
          <span className="umj-dv-ambigu">{textes.ambigu}</span>
        ) : (
          <button
            type="button"
            className={`umj-dv-choix umj-dv-statut--${d.statut}`}
            disabled={!d.modifiable || occupe}
            aria-label={t('choixAria', { cellule: libelle, statut: textes.statut[d.statut] })}
            title={d.modifiable ? textes.cliquerPourChanger : textes.nonModifiable}
            onClick={() => onChoix(d, cellule.jour)}
          >
            {textes.statut[d.statut]}
            {!d.modifiable && <i className="pi pi-lock" aria-hidden="true" />}
          </button>
        )}
      </td>
    );
  }
  const visibles = cellule.disponibilites.filter((d) => d.statut !== DISPO.nonDisponible);
  return (
    <td className={classes.join(' ')}>
      {visibles.length === 0 ? (
        <span className="umj-dv-personne">{textes.personne}</span>
      ) : (
        <ul className="umj-dv-noms">
          {visibles.map((d) => (
            <li key={d.examinateur.id}>
              <span className="umj-dv-nom">{d.examinateur.nomComplet}</span>{' '}
              <Statut statut={d.statut} textes={textes} />
            </li>
          ))}
        </ul>
      )}
      <Conflits conflits={conflits} texte={texteConflit} />
      {peutConfirmer && (
        <BoutonLigne
          className="umj-dv-confirmer"
          size="small"
          icon="pi pi-user-edit"
          texte={textes.confirmer}
          label={t('confirmerAria', { cellule: libelle })}
          onClick={onConfirmer}
        />
      )}
    </td>
  );
}
