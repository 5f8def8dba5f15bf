// The list screens over one configuration entry (zones, slots, exam types, the settings' periods) as
// `ListScreen` descriptors: the rows are the entry's items (those the screen shows), create and edit
// are one dialog (a new item takes the next free id), and each change is the whole list sent by one
// PATCH /configuration/{cle} after the confirmation of docs/product-rules.md#calls, with the entry's version; a
// VERSION_CONFLICT reads the entry again and shows the item as stored now. The texts after a save are
// the configuration's ('Configuration enregistrée'; a refused confirmation is only information).
import { prochainId, remplacerElement, retirerElement } from '@umj/shared/configuration-edition';
import i18next, { type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SafeParser } from '../../components/edit-dialog/edit-dialog.tsx';
import type { EditField, FormValues } from '../../components/edit-dialog/fields.ts';
import type { ListColumn } from '../../components/list/list-column.ts';
import type { ListDialog, ListScreenDescriptor } from '../../components/list/list-screen-descriptor.ts';
import { listQuery, notifyFailure, notifySaved, useCanEditConfiguration } from './configuration-screen.ts';
import { useConfigurationList, type ItemOf, type ListKey } from './use-configuration-list.ts';

/** What a configuration list screen's columns, fields and toolbar read. */
export interface ConfigurationListContext<K extends ListKey, X> {
  /** Every item of the entry (the next id is computed over them all). */
  items: ItemOf<K>[] | undefined;
  /** The entry's version as last read. */
  version: number | undefined;
  save(change: (items: ItemOf<K>[]) => ItemOf<K>[], readVersion?: number): Promise<void>;
  reload(): Promise<{ items: ItemOf<K>[]; version: number | undefined }>;
  /** What else the screen reads (the offices selected in the header, the zones…). */
  extra: X;
}

export interface ConfigurationListSpec<K extends ListKey, V extends FormValues, X> {
  cle: K;
  /** i18n keys of the title, of a new item's dialog title and of an item's ({{nom}}). */
  titles: { liste: string; nouveau: string; modifier: string };
  /** Hook: what the screen reads besides the entry. */
  useExtra(): X;
  /** The items the screen shows (default: all). */
  visible?(items: ItemOf<K>[], extra: X): ItemOf<K>[];
  columns(ctx: ConfigurationListContext<K, X>, t: TFunction): readonly ListColumn<ItemOf<K>>[];
  /** The item's name in the row buttons and the delete confirmation (default: its nom). */
  rowName?(item: ItemOf<K>, ctx: ConfigurationListContext<K, X>): string;
  fields(ctx: ConfigurationListContext<K, X>, t: TFunction): readonly EditField<V>[];
  blank: V;
  toForm(item: ItemOf<K>): V;
  /** The item the form describes (the schema then checks it); `stored` is the item edited. */
  toItem(values: V, id: number, stored: ItemOf<K> | undefined, ctx: ConfigurationListContext<K, X>): unknown;
  schema: SafeParser<ItemOf<K>>;
  toolbar?(ctx: ConfigurationListContext<K, X>, canWrite: boolean): ReactNode;
}

type Item = { id: number; nom: string };

export function configurationListScreen<K extends ListKey, V extends FormValues, X>(
  spec: ConfigurationListSpec<K, V, X>,
): ListScreenDescriptor<ItemOf<K>, ConfigurationListContext<K, X>, V, ItemOf<K>, ItemOf<K>> {
  type Ctx = ConfigurationListContext<K, X>;
  const idOf = (item: ItemOf<K> | undefined, ctx: Ctx) =>
    item ? (item as Item).id : prochainId((ctx.items ?? []) as Item[]);
  const dialog: ListDialog<ItemOf<K> | undefined, V, ItemOf<K>, Ctx> = {
    title: ({ item, t }) =>
      item ? t(spec.titles.modifier, { nom: (item as Item).nom }) : t(spec.titles.nouveau),
    fields: ({ ctx, t }) => spec.fields(ctx, t),
    initialValues: ({ item }) => (item ? spec.toForm(item) : spec.blank),
    version: ({ ctx }) => ctx.version,
    schema: spec.schema,
    toInput: (values, _version, { item, ctx }) => spec.toItem(values, idOf(item, ctx), item, ctx),
    submit: (item, { ctx, version }) =>
      ctx.save((list) => remplacerElement(list as Item[], item as Item) as ItemOf<K>[], version),
    reload: async ({ item, ctx }) => {
      const latest = await ctx.reload();
      const id = idOf(item, ctx);
      const stored = latest.items.find((x) => (x as Item).id === id);
      return { values: stored ? spec.toForm(stored) : spec.blank, version: latest.version ?? 0 };
    },
  };
  return {
    namespaces: ['configuration'],
    title: spec.titles.liste,
    useSource: () => {
      const { items, version, query, save, reload } = useConfigurationList(spec.cle);
      const extra = spec.useExtra();
      const shown = items && spec.visible ? spec.visible(items, extra) : items;
      return { query: listQuery(query, shown), ctx: { items, version, save, reload, extra } };
    },
    useCanWrite: () => useCanEditConfiguration(spec.cle),
    columns: spec.columns,
    dataKey: 'id' as keyof ItemOf<K> & string,
    rowName: spec.rowName ?? ((item) => (item as Item).nom),
    create: dialog,
    edit: dialog,
    remove: (item, { ctx }) =>
      ctx.save((list) => retirerElement(list as Item[], (item as Item).id) as ItemOf<K>[]),
    toolbar: spec.toolbar,
    notices: { success: () => notifySaved(i18next.t), failure: notifyFailure },
  };
}
