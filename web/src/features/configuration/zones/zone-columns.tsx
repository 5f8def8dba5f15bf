// Columns of the duty zones list: name, weekdays in words, sectors, office (or none, to complete), the
// zone's state (usable, or incomplete without weekdays or office: docs/product-rules.md#zones-and-slots), notes.
import { ZONE_SECTEURS } from '@umj/shared/enums';
import { zoneUtilisable, type Zone } from '@umj/shared/zones-creneaux';
import type { TFunction } from 'i18next';
import { selectColumn, textColumn, type ListColumn } from '../../../components/list/list-column.ts';
import { joursTexte } from '../configuration-screen.ts';

const secteurNom = (code: string) => ZONE_SECTEURS.find((s) => s.code === code)?.nom ?? code;

export function zoneColumns(t: TFunction, bureaux: readonly { nom: string }[]): ListColumn<Zone>[] {
  return [
    textColumn('nom', 'configuration:zones.colonnes.nom', (z) => z.nom),
    { field: 'jours', header: 'configuration:zones.colonnes.jours', value: (z) => joursTexte(t, z.jours) },
    {
      field: 'secteurs',
      header: 'configuration:zones.colonnes.secteurs',
      value: (z) => z.secteurs.map(secteurNom).join(', '),
    },
    selectColumn(
      'bureau',
      'configuration:zones.colonnes.bureau',
      (z) => z.bureau?.nom ?? t('configuration:zones.sansBureau'),
      bureaux.map((b) => b.nom),
    ),
    {
      field: 'etat',
      header: 'configuration:zones.colonnes.etat',
      value: (z) =>
        t(zoneUtilisable(z) ? 'configuration:zones.utilisable' : 'configuration:zones.incomplete'),
      cell: (z) => {
        const ok = zoneUtilisable(z);
        return (
          <span
            className={`umj-zone-etat umj-zone-etat--${ok ? 'ok' : 'incomplete'}`}
            title={ok ? undefined : t('configuration:zones.incompleteAide')}
          >
            <i className={`pi ${ok ? 'pi-check-circle' : 'pi-exclamation-triangle'}`} aria-hidden="true" />
            {t(ok ? 'configuration:zones.utilisable' : 'configuration:zones.incomplete')}
          </span>
        );
      },
    },
    { field: 'notes', header: 'configuration:zones.colonnes.notes', value: (z) => z.notes },
  ];
}
