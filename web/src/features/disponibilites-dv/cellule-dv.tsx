// One cell of the duty grid. A doctor's cell is one button that cycles through the choices
// docs/product-rules.md#availability proposes (choixProposes); a secretariat cell lists who is available, wished or confirmed and opens
// the confirmation (choose the doctor, then Confirmé ? or Confirmé !). Excluded slot-days are greyed;
// conflicts are flagged by colour, icon and text.
import type { Jour } from '@umj/shared/dates';
import { choixProposes, DISPO, type StatutDisponibilite } from '@umj/shared/disponibilites';
import type { CelluleGrilleDv, ConflitGrille, DisponibiliteDvVue } from '@umj/shared/disponibilites-dv-api';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** The next choice of a doctor's one-click cycle among the proposed list. */
export function choixSuivant(
  d: Pick<DisponibiliteDvVue, 'choixExaminateur' | 'choixSecretariat'>,
): StatutDisponibilite {
  const liste = choixProposes(d);
  const i = liste.indexOf(d.choixExaminateur);
  return liste[(i + 1) % liste.length] as StatutDisponibilite;
}

export function Statut({ statut }: { statut: StatutDisponibilite }) {
  const { t } = useTranslation('disponibilites-dv');
  return <span className={`umj-dv-statut umj-dv-statut--${statut}`}>{t(`statut.${statut}`)}</span>;
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
}: Props) {
  const { t } = useTranslation('disponibilites-dv');
  const classes = ['umj-dv-cellule'];
  if (cellule.exclu) classes.push('umj-dv-cellule--exclue');
  if (conflits.length > 0) classes.push('umj-dv-cellule--conflit');
  if (cellule.exclu) {
    return (
      <td className={classes.join(' ')}>
        <span className="umj-dv-ferme">{t('ferme')}</span>
      </td>
    );
  }
  if (mode === 'examinateur') {
    const d = cellule.disponibilites[0];
    return (
      <td className={classes.join(' ')}>
        {d === undefined ? (
          <span className="umj-dv-ambigu">{t('ambigu')}</span>
        ) : (
          <button
            type="button"
            className={`umj-dv-choix umj-dv-statut--${d.statut}`}
            disabled={!d.modifiable || occupe}
            aria-label={t('choixAria', { cellule: libelle, statut: t(`statut.${d.statut}`) })}
            title={d.modifiable ? t('cliquerPourChanger') : t('nonModifiable')}
            onClick={() => onChoix(d, cellule.jour)}
          >
            {t(`statut.${d.statut}`)}
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
        <span className="umj-dv-personne">{t('personne')}</span>
      ) : (
        <ul className="umj-dv-noms">
          {visibles.map((d) => (
            <li key={d.examinateur.id}>
              <span className="umj-dv-nom">{d.examinateur.nomComplet}</span> <Statut statut={d.statut} />
            </li>
          ))}
        </ul>
      )}
      <Conflits conflits={conflits} texte={texteConflit} />
      {peutConfirmer && (
        <Button
          type="button"
          className="umj-dv-confirmer p-button-text p-button-sm"
          icon="pi pi-user-edit"
          label={t('confirmer')}
          aria-label={t('confirmerAria', { cellule: libelle })}
          onClick={onConfirmer}
        />
      )}
    </td>
  );
}
