// The duty roster's print view (docs/architecture.md#printing): per selected office, the shown days (a
// week, or one day) as a table of zones and slots by days under the office header: who is available,
// wished or confirmed (the confirmed in bold), or the doctor's own choice, closed slot-days and the
// public and school holidays named; built from the grid's own query data.
import type { Jour } from '@umj/shared/dates';
import { DISPO } from '@umj/shared/disponibilites';
import type { CelluleGrilleDv, GrilleDv } from '@umj/shared/disponibilites-dv-api';
import { useTranslation } from 'react-i18next';
import { EnteteBureau, FeuilleImpression } from '../../components/impression/feuille-impression.tsx';
import { useTextesGrille, type TextesGrille } from './cellule-dv.tsx';
import { horaireCreneau } from './horaire-creneau.ts';

const CONFIRMES: readonly number[] = [DISPO.confirmeProvisoire, DISPO.confirmeDefinitif];

function CelluleImprimee({ cellule, textes }: { cellule: CelluleGrilleDv; textes: TextesGrille }) {
  if (cellule.exclu) return <td className="umj-impression-dv__ferme">{textes.ferme}</td>;
  const visibles = cellule.disponibilites.filter((d) => d.statut !== DISPO.nonDisponible);
  if (visibles.length === 0) return <td className="umj-impression-dv__personne">{textes.personne}</td>;
  return (
    <td>
      <ul>
        {visibles.map((d) => (
          <li
            key={d.examinateur.id}
            className={CONFIRMES.includes(d.statut) ? 'umj-impression-dv__confirme' : ''}
          >
            {d.examinateur.nomComplet} <span>({textes.statut[d.statut]})</span>
          </li>
        ))}
      </ul>
    </td>
  );
}

export function ImpressionGrilleDv({
  grilles,
  nomBureau,
  formatJour,
  periodes,
}: {
  grilles: readonly GrilleDv[];
  nomBureau(bureauId: string): string;
  formatJour(jour: Jour): string;
  /** The holiday labels of a day ('Férié : …', 'Vacances : …'). */
  periodes(jour: Jour): string[];
}) {
  const { t } = useTranslation(['impression', 'disponibilites-dv']);
  const textes = useTextesGrille();
  const premier = grilles[0]?.jours[0];
  const dernier = grilles[0]?.jours.at(-1);
  if (premier === undefined || dernier === undefined) return null;
  const sousTitre = t('disponibilites-dv:titreImpression', {
    du: formatJour(premier),
    au: formatJour(dernier),
  });
  return (
    <FeuilleImpression nom="gardes">
      {grilles.map((grille) => (
        <section key={grille.bureauId} className="umj-impression-dv__bureau">
          <EnteteBureau
            bureauId={grille.bureauId}
            bureauNom={nomBureau(grille.bureauId)}
            titre={t('impression:gardes.titre')}
            sousTitre={sousTitre}
          />
          {grille.lignes.length === 0 ? (
            <p className="umj-impression__vide">{t('disponibilites-dv:aucuneZone')}</p>
          ) : (
            <table className="umj-impression-dv__table">
              <colgroup>
                <col style={{ width: grille.jours.length > 1 ? '16%' : '30%' }} />
                {grille.jours.map((jour) => (
                  <col key={jour} />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">{t('disponibilites-dv:zoneCreneau')}</th>
                  {grille.jours.map((jour) => (
                    <th key={jour} scope="col">
                      {formatJour(jour)}
                      {periodes(jour).map((p) => (
                        <span key={p} className="umj-impression-dv__periode">
                          {p}
                        </span>
                      ))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grille.lignes.map((ligne) => (
                  <tr key={ligne.creneau.id}>
                    <th scope="row">
                      {ligne.zone.nom} {ligne.creneau.nom}
                      <span className="umj-impression-dv__horaire">{horaireCreneau(ligne.creneau)}</span>
                    </th>
                    {ligne.cellules.map((cellule) => (
                      <CelluleImprimee key={cellule.jour} cellule={cellule} textes={textes} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </FeuilleImpression>
  );
}
