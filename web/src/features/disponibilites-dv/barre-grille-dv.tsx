// The duty grid's toolbar: previous / today / next, the first day, 7 days or 1, print.
import { isoDepuisJour, jourDepuisIso, type Jour } from '@umj/shared/dates';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { ChampDate } from '../../components/champ-date/champ-date.tsx';

export function BarreGrilleDv({
  du,
  jours,
  aujourdhui,
  onDu,
  onJours,
}: {
  du: Jour;
  jours: 1 | 7;
  aujourdhui: Jour;
  onDu(jour: Jour): void;
  onJours(jours: 1 | 7): void;
}) {
  const { t } = useTranslation('disponibilites-dv');
  return (
    <div className="umj-dv__barre" role="toolbar" aria-label={t('navigation')}>
      <Button
        type="button"
        icon="pi pi-chevron-left"
        text
        aria-label={t('precedent')}
        onClick={() => onDu(du - jours)}
      />
      <Button type="button" label={t('aujourdhui')} outlined onClick={() => onDu(aujourdhui)} />
      <Button
        type="button"
        icon="pi pi-chevron-right"
        text
        aria-label={t('suivant')}
        onClick={() => onDu(du + jours)}
      />
      <ChampDate
        id="dv-debut"
        as="span"
        className="umj-dv__date"
        label={t('debut')}
        value={isoDepuisJour(du)}
        onChange={(v) => {
          const jour = v === null ? null : jourDepuisIso(v);
          if (jour !== null) onDu(jour);
        }}
      />
      <SelectButton
        value={jours}
        options={[
          { label: t('septJours'), value: 7 },
          { label: t('unJour'), value: 1 },
        ]}
        allowEmpty={false}
        onChange={(e) => onJours(e.value === 1 ? 1 : 7)}
        aria-label={t('largeur')}
      />
      <Button
        type="button"
        icon="pi pi-print"
        label={t('imprimer')}
        outlined
        onClick={() => window.print()}
      />
    </div>
  );
}
