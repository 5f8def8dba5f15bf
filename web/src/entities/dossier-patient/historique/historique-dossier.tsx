// History of a patient file (who read or changed the file, when, and for a change which
// fields with their old and new values), embedded in the file form's tab: newest first, the time in
// Paris, the user, the action in words, and for a change each field with the form's label and its
// values as the form shows them. Readings (the CNIL trail) can be hidden to see the changes only.
import type { EvenementHistorique } from '@umj/shared/dossiers-api';
import { formatInstantParis } from '@umj/shared/dates';
import { Checkbox } from 'primereact/checkbox';
import { Skeleton } from 'primereact/skeleton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { useHistorique } from '../api/get-historique.ts';
import { ErreurChargement } from '../../../components/erreur-chargement/erreur-chargement.tsx';
import { libelleStatut } from '../badge-statut/libelle-statut.ts';
import { formaterValeur } from './valeurs-historique.ts';
import './historique.css';
import { EnteteTableau } from '../../../components/tableau/entete-tableau.tsx';

export interface HistoriqueDossierProps {
  bureauId: string;
  dossierId: number;
}

export function HistoriqueDossier({ bureauId, dossierId }: HistoriqueDossierProps) {
  const { t } = useTranslation(['dossiers-pieces', 'dossiers-patients', 'common']);
  const query = useHistorique(bureauId, dossierId);
  const [avecLectures, setAvecLectures] = useState(true);
  const idCase = useId();

  if (query.isPending) return <Skeleton height="8rem" />;
  if (query.isError) {
    return (
      <ErreurChargement
        lien
        className="umj-historique"
        message={t('historique.erreur', { message: errorMessage(query.error) })}
        onReessayer={() => void query.refetch()}
      />
    );
  }
  const evenements = query.data.filter((e) => avecLectures || e.action !== 'lecture');
  const oui = (v: boolean) => t(v ? 'common:oui' : 'common:non');
  // A status by its name in the interface language (the stored value keeps the French name).
  const valeur = (champ: string, v: unknown) =>
    (champ === 'statut' &&
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { id?: unknown }).id === 'number'
      ? libelleStatut(t, (v as { id: number }).id)
      : formaterValeur(champ, v, oui)) ?? t('historique.vide');
  // The form's label (H4's namespace) when it has one, else this component's, else the field's name.
  const libelle = (champ: string) =>
    t([`dossiers-patients:champs.${champ}`, `dossiers-pieces:champs.${champ}`], { defaultValue: champ });

  return (
    <div className="umj-historique">
      <div className="umj-historique__options">
        <Checkbox
          inputId={idCase}
          checked={avecLectures}
          onChange={(e) => setAvecLectures(e.checked === true)}
        />
        <label htmlFor={idCase}>{t('historique.avecLectures')}</label>
      </div>
      {evenements.length === 0 ? (
        <p className="umj-historique__vide">{t('historique.aucun')}</p>
      ) : (
        <ol className="umj-historique__liste">
          {evenements.map((e, index) => (
            <li
              key={`${e.quand}-${e.qui.id}-${index}`}
              className={`umj-historique__evenement is-${e.action}`}
            >
              <div className="umj-historique__entete">
                <time dateTime={e.quand} dir="ltr">
                  {formatInstantParis(new Date(e.quand))}
                </time>
                <span className="umj-historique__qui" dir="auto">
                  {e.qui.nomComplet}
                </span>
                <span className="umj-historique__action">{t(`historique.actions.${e.action}`)}</span>
              </div>
              {e.champs.length > 0 && <Changements evenement={e} libelle={libelle} valeur={valeur} />}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Changements({
  evenement,
  libelle,
  valeur,
}: {
  evenement: EvenementHistorique;
  libelle(champ: string): string;
  valeur(champ: string, v: unknown): string;
}) {
  const { t } = useTranslation('dossiers-pieces');
  return (
    <table className="umj-historique__champs">
      <EnteteTableau colonnes={[t('historique.champ'), t('historique.avant'), t('historique.apres')]} />
      <tbody>
        {evenement.champs.map((c) => (
          <tr key={c.champ}>
            <th scope="row">{libelle(c.champ)}</th>
            <td dir="auto">{valeur(c.champ, c.avant)}</td>
            <td dir="auto">{valeur(c.champ, c.apres)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
