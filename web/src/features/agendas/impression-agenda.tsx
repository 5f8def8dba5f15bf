// The agenda's print view (docs/architecture.md#printing): the shown day or week of one examiner as a list
// of days, each a table of its appointments (time, patient, kind, police station, status) under the
// office header, built from the agenda's own query data, and the "Imprimer" button that prints it.
import { formatHeure, type Jour } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BoutonImprimer,
  EnteteBureau,
  FeuilleImpression,
} from '../../components/impression/feuille-impression.tsx';

const MS_PAR_JOUR = 86_400_000;

/** Each shown day with its appointments in time order (a file without a day or a time is none). */
export function rendezVousParJour(
  dossiers: readonly DossierPatientStocke[],
  jours: readonly Jour[],
): { jour: Jour; rendezVous: DossierPatientStocke[] }[] {
  return jours.map((jour) => ({
    jour,
    rendezVous: dossiers
      .filter((d) => d.rendezVousDate === jour && d.rendezVousHeure !== null)
      .sort((a, b) => (a.rendezVousHeure ?? 0) - (b.rendezVousHeure ?? 0) || a.id - b.id),
  }));
}

/** Memoised: the agenda renders again at each state of its queries, the print view when its days or files change. */
export const ImpressionAgenda = memo(function ImpressionAgenda({
  bureauId,
  bureauNom,
  examinateur,
  lieu,
  jours,
  dossiers,
}: {
  bureauId: string;
  bureauNom: string;
  examinateur: string;
  /** The route's kind of appointment: the others are named in the kind column. */
  lieu: number;
  jours: readonly Jour[];
  dossiers: readonly DossierPatientStocke[];
}) {
  const { t, i18n } = useTranslation(['impression', 'agendas', 'dossiers-patients']);
  const date = (jour: Jour, weekday: 'long' | undefined) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(jour * MS_PAR_JOUR));
  const premier = jours[0];
  const dernier = jours.at(-1);
  // Until the calendar names its days, the button holds its place (nothing below moves when they come).
  if (premier === undefined || dernier === undefined)
    return <BoutonImprimer className="umj-agenda-imprimer" disabled />;
  const parJour = rendezVousParJour(dossiers, jours);
  const nombre = parJour.reduce((n, j) => n + j.rendezVous.length, 0);
  const periode =
    jours.length === 1
      ? t('impression:agenda.jour', { jour: date(premier, 'long') })
      : t('impression:agenda.semaine', { du: date(premier, undefined), au: date(dernier, undefined) });
  const type = (d: DossierPatientStocke) =>
    [d.lieu !== lieu ? t(`dossiers-patients:lieux.${d.lieu}`) : '', d.examenType?.nom ?? '']
      .filter((x) => x !== '')
      .join(' · ');

  return (
    <>
      <BoutonImprimer className="umj-agenda-imprimer" />
      <FeuilleImpression nom="agenda">
        <EnteteBureau
          bureauId={bureauId}
          bureauNom={bureauNom}
          titre={t('impression:agenda.titre', { nom: examinateur })}
          sousTitre={`${periode} — ${t('impression:agenda.nombre', { nombre })}`}
        />
        {parJour.map(({ jour, rendezVous }) => (
          <section key={jour} className="umj-impression-agenda__jour">
            {jours.length > 1 ? <h2>{date(jour, 'long')}</h2> : null}
            {rendezVous.length === 0 ? (
              <p className="umj-impression__vide">{t('impression:agenda.aucun')}</p>
            ) : (
              <table>
                <colgroup>
                  <col style={{ width: '9%' }} />
                  <col style={{ width: '29%' }} />
                  <col style={{ width: '22%' }} />
                  <col style={{ width: '24%' }} />
                  <col style={{ width: '16%' }} />
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col">{t('impression:agenda.heure')}</th>
                    <th scope="col">{t('impression:agenda.patient')}</th>
                    <th scope="col">{t('impression:agenda.type')}</th>
                    <th scope="col">{t('impression:agenda.commissariat')}</th>
                    <th scope="col">{t('impression:agenda.statut')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rendezVous.map((d) => (
                    <tr key={d.id}>
                      <td>{formatHeure(d.rendezVousHeure ?? 0)}</td>
                      <td>{d.nom.trim() === '' ? t('agendas:creneauReserve') : d.nom}</td>
                      <td>{type(d)}</td>
                      <td>{d.commissariat?.nom ?? ''}</td>
                      <td>{d.statut?.nom ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ))}
      </FeuilleImpression>
    </>
  );
});
