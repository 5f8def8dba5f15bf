// The agenda's side panel: the chosen day's suggested slots (the shared rule: the examiner's hours minus
// the 8-minute rule, without the past times), a day picker over the shown days, the hours' legend. On a
// phone (`compact`) an empty or loading panel is one line (its title for screen readers only), and the
// slots one row that scrolls sideways: the day's calendar stays on the first screen.
import { formatDateFr, formatHeure, type Jour, type Minutes } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { LegendeHeures } from '../../entities/disponibilite-rv/page-examinateur.tsx';

export function SuggestionsDuJour({
  jours,
  jourChoisi,
  onJour,
  suggestions,
  onReserver,
  compact = false,
}: {
  jours: readonly Jour[];
  jourChoisi: Jour;
  onJour(jour: Jour): void;
  /** null while the files or the hours load. */
  suggestions: readonly Minutes[] | null;
  onReserver(minutes: Minutes): void;
  /** A phone: the panel above the day, as short as it can be. */
  compact?: boolean;
}) {
  const { t } = useTranslation('agendas');
  const titre = t('agendas:suggestionsDu', { jour: formatDateFr(jourChoisi) });
  if (compact && jours.length <= 1 && (suggestions === null || suggestions.length === 0)) {
    return (
      <aside
        className="umj-agenda-suggestions umj-agenda-suggestions--ligne"
        aria-labelledby="agenda-suggestions-titre"
      >
        <h2 id="agenda-suggestions-titre" className="p-hidden-accessible">
          {titre}
        </h2>
        <p>
          {suggestions === null
            ? t('agendas:chargement')
            : t('agendas:aucuneSuggestionLe', { jour: formatDateFr(jourChoisi) })}
        </p>
      </aside>
    );
  }
  return (
    <aside className="umj-agenda-suggestions" aria-labelledby="agenda-suggestions-titre">
      <h2 id="agenda-suggestions-titre">{titre}</h2>
      {jours.length > 1 ? (
        <div className="umj-agenda-jours" role="group" aria-label={t('agendas:choisirJour')}>
          {jours.map((j) => (
            <Button
              key={j}
              type="button"
              size="small"
              outlined={j !== jourChoisi}
              label={formatDateFr(j).slice(0, 5)}
              aria-pressed={j === jourChoisi}
              onClick={() => onJour(j)}
            />
          ))}
        </div>
      ) : null}
      {suggestions === null ? (
        <p>{t('agendas:chargement')}</p>
      ) : suggestions.length === 0 ? (
        <p>{t('agendas:aucuneSuggestion')}</p>
      ) : (
        <ul className="umj-agenda-creneaux">
          {suggestions.map((h) => (
            <li key={h}>
              <Button
                type="button"
                size="small"
                severity="success"
                outlined
                label={formatHeure(h)}
                aria-label={t('agendas:reserverA', {
                  heure: formatHeure(h),
                  jour: formatDateFr(jourChoisi),
                })}
                onClick={() => onReserver(h)}
              />
            </li>
          ))}
        </ul>
      )}
      <LegendeHeures />
    </aside>
  );
}
