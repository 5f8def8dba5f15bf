// /configuration/dvzone/liste (docs/product-rules.md#screens; docs/product-rules.md#zones-and-slots): the duty zones of the selected offices (and those
// without an office, to complete), each edit one PATCH /configuration/zones after the confirmation of
// docs/product-rules.md#calls. A zone needs both weekdays and an office (docs/product-rules.md#entities): the dialog refuses it without them. The
// screen is its descriptor (docs/architecture.md "List screens").
import { zoneSaisieSchema, zoneVisible } from '@umj/shared/configuration-edition';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { useSelectedBureaux } from '../../../lib/bureaux/use-selected-bureaux.ts';
import { configurationListScreen } from '../configuration-list-screen.ts';
import '../configuration.css';
import { zoneColumns } from './zone-columns.tsx';
import { formToZone, NEW_ZONE, zoneFields, zoneToForm } from './zone-form.ts';

export const ZONES = configurationListScreen({
  cle: 'zones',
  titles: {
    liste: 'configuration:zones.titre',
    nouveau: 'configuration:zones.nouvelle',
    modifier: 'configuration:zones.modifier',
  },
  useExtra: useSelectedBureaux,
  visible: (zones, selection) => zones.filter((zone) => zoneVisible(zone, selection.ids)),
  columns: ({ extra }, t) => zoneColumns(t, extra.visible),
  fields: ({ extra }, t) => zoneFields(t, extra.visible),
  blank: NEW_ZONE,
  toForm: zoneToForm,
  toItem: (values, id, _stored, { extra }) => formToZone(values, id, extra.visible),
  schema: zoneSaisieSchema,
});

export default function ZonesPage() {
  return <ListScreen descriptor={ZONES} />;
}
