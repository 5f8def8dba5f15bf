// One table of the statistics: its chart (chart.js through PrimeReact's Chart: a canvas with role="img"
// and the text alternative as its label) and, beside it, the data table with the same rows.
import type { TableStatistique } from '@umj/shared/statistiques';
import { Chart } from 'primereact/chart';
import { useTranslation } from 'react-i18next';
import { texteAlternatif, typeGraphique, type LigneAffichee } from './lignes-statistiques.ts';

const COULEURS = ['#005AAB', '#F04F47', '#2E7D32', '#B8860B', '#6A1B9A', '#00838F', '#AD1457', '#5D4037'];

export function GraphiqueStatistique({
  table,
  titre,
  lignes,
  rtl,
}: {
  table: TableStatistique;
  titre: string;
  lignes: LigneAffichee[];
  rtl: boolean;
}) {
  const { t } = useTranslation('statistiques');
  const type = typeGraphique(table);
  const idTitre = `stat-${table}-titre`;
  const data = {
    labels: lignes.map((l) => l.libelle),
    datasets: [
      {
        label: t('nombre'),
        data: lignes.map((l) => l.nombre),
        backgroundColor: type === 'doughnut' ? COULEURS : COULEURS[0],
        borderColor: type === 'line' ? COULEURS[0] : undefined,
      },
    ],
  };
  const options = {
    animation: false,
    maintainAspectRatio: false,
    indexAxis: table === 'examinateur' || table === 'requerant' || table === 'commissariat' ? 'y' : 'x',
    plugins: { legend: { display: type === 'doughnut', rtl } },
    ...(type === 'doughnut'
      ? {}
      : { scales: { x: { reverse: rtl }, y: { beginAtZero: true, position: rtl ? 'right' : 'left' } } }),
  };
  return (
    <section className="umj-stat-carte" aria-labelledby={idTitre} data-table={table}>
      <h2 id={idTitre}>{titre}</h2>
      <div className="umj-stat-contenu">
        <div className="umj-stat-graphique">
          <Chart type={type} data={data} options={options} ariaLabel={texteAlternatif(titre, lignes, t)} />
        </div>
        <table className="umj-stat-table">
          <caption className="umj-visually-hidden">{titre}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colonnes.libelle')}</th>
              <th scope="col">{t('colonnes.nombre')}</th>
            </tr>
          </thead>
          <tbody>
            {lignes.length === 0 ? (
              <tr>
                <td colSpan={2}>{t('aucuneDonnee')}</td>
              </tr>
            ) : (
              lignes.map((l) => (
                <tr key={l.cle}>
                  <th scope="row">{l.libelle}</th>
                  <td>{l.nombre}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
