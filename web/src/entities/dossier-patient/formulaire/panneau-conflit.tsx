// After a 409 VERSION_CONFLICT: the fields whose stored value differs from the typed one, the stored
// value beside the typed one, one choice per field (keep theirs / keep mine), then applied to the form.
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { afficherValeur } from './affichage-valeur.ts';
import type { ChampEnConflit } from './valeurs-dossier.ts';

export function PanneauConflit({
  champs,
  onChoix,
  onAppliquer,
}: {
  champs: readonly ChampEnConflit[];
  onChoix(champs: ChampEnConflit[]): void;
  onAppliquer(): void;
}) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  return (
    <section className="umj-dossier-conflit" aria-labelledby="umj-dossier-conflit-titre">
      <h2 id="umj-dossier-conflit-titre">{t('dossiers-patients:conflit.titre')}</h2>
      <p>{t('dossiers-patients:conflit.explication')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dossiers-patients:conflit.champ')}</th>
            <th scope="col">{t('dossiers-patients:conflit.leur')}</th>
            <th scope="col">{t('dossiers-patients:conflit.leMien')}</th>
          </tr>
        </thead>
        <tbody>
          {champs.map((c) => {
            const choisir = (garder: ChampEnConflit['garder']) =>
              onChoix(champs.map((x) => (x.champ === c.champ ? { ...x, garder } : x)));
            const option = (garder: ChampEnConflit['garder'], valeur: unknown) => (
              <td>
                <label>
                  <input
                    type="radio"
                    name={`conflit-${c.champ}`}
                    checked={c.garder === garder}
                    onChange={() => choisir(garder)}
                  />{' '}
                  {afficherValeur(c.champ, valeur, t)}
                </label>
              </td>
            );
            return (
              <tr key={c.champ}>
                <th scope="row">{t(`dossiers-patients:champs.${c.champ}`)}</th>
                {option('le-leur', c.leur)}
                {option('le-mien', c.le_mien)}
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button
        type="button"
        size="small"
        label={t('dossiers-patients:conflit.appliquer')}
        onClick={onAppliquer}
      />
    </section>
  );
}
