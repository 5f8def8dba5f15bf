// The patient file's one-page summary for the paper file (docs/architecture.md#printing): the office
// header, the file's number, name and status, then every field of the form's sections (SECTIONS_DOSSIER)
// as label and value (afficherValeur, as the conflict panel reads them), empty ones as a dash; long
// notes are cut to a few lines so the summary keeps to one A4 page. It prints the stored file, over the
// screen it was opened from (a `dessus` sheet); the "Imprimer" button sits in the form's title.
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { useTranslation } from 'react-i18next';
import {
  BoutonImprimer,
  EnteteBureau,
  FeuilleImpression,
} from '../../../components/impression/feuille-impression.tsx';
import { afficherValeur } from './affichage-valeur.ts';
import { SECTIONS_DOSSIER } from './champs-dossier.ts';

const TEXTES_LONGS: readonly string[] = ['notes', 'retourExaminateur', 'examenConclusion'];

export function ResumeImpression({ dossier }: { dossier: DossierPatientStocke }) {
  const { t } = useTranslation(['impression', 'dossiers-patients', 'common']);
  const vide = (v: unknown) => v === null || v === undefined || v === '';
  return (
    <>
      <BoutonImprimer className="umj-dossier-imprimer" />
      <FeuilleImpression nom="dossier" dessus>
        <EnteteBureau
          bureauId={dossier.bureau?.id ?? null}
          bureauNom={dossier.bureau?.nom}
          titre={t('impression:dossier.titre', { numero: dossier.id })}
          sousTitre={[
            dossier.nom || t('dossiers-patients:sansNom'),
            dossier.statut ? t('impression:dossier.statut', { statut: dossier.statut.nom }) : '',
          ]
            .filter((x) => x !== '')
            .join(' — ')}
        />
        {SECTIONS_DOSSIER.map(([section, champs]) => (
          <section key={section} className="umj-impression-dossier__section">
            <h2>{t(`dossiers-patients:sections.${section}`)}</h2>
            <dl>
              {champs.map((champ) => (
                <div
                  key={champ}
                  className={
                    TEXTES_LONGS.includes(champ)
                      ? 'umj-impression-dossier__champ umj-impression-dossier__champ--long'
                      : 'umj-impression-dossier__champ'
                  }
                >
                  <dt>{t(`dossiers-patients:champs.${champ}`)}</dt>
                  <dd>
                    {vide(dossier[champ])
                      ? t('impression:dossier.vide')
                      : afficherValeur(champ, dossier[champ], t)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </FeuilleImpression>
    </>
  );
}
