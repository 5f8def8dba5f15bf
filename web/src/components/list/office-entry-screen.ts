// The descriptor of a list screen whose entries belong to one office (police stations, requesters):
// the entries of the offices selected in the header, created in one of those offices (preselected when
// only one is), edited without the office (an entry does not move), re-read from its office's list
// after a version conflict (the API has no GET by id), deleted with the version read. The texts are the
// screen's namespace's `titre`, `nouveau` and `modifier` ({{nom}}, {{bureau}}).
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { NomHandlerApi } from '@umj/shared/acces-api';
import type { RealtimeTable } from '@umj/shared/realtime';
import type { TFunction } from 'i18next';
import type { SelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import type { SafeParser } from '../edit-dialog/edit-dialog.tsx';
import type { EditField, FormValues } from '../edit-dialog/fields.ts';
import type { ListColumn } from './list-column.ts';
import type { ListScreenDescriptor } from './list-screen-descriptor.ts';
import {
  nomDuBureau,
  preselectedOffice,
  readEntryAgain,
  useMayCall,
  useSelectedOfficesSource,
} from './office-scoped.ts';

type Entry = { id: string; bureau: string; nom: string; version: number };
type Office = SelectedBureaux['bureaux'][number];

export interface OfficeEntrySpec<T extends Entry, V extends FormValues, C, U, K extends QueryKey> {
  /** The screen's i18n namespace. */
  ns: string;
  table: RealtimeTable;
  /** The API handler whose access rule says who may write. */
  writer: NomHandlerApi;
  queryOptions(bureauIds: readonly string[]): UseQueryOptions<T[], Error, T[], K>;
  list(bureauIds: readonly string[]): Promise<T[]>;
  /** The message when the entry re-read after a conflict is gone. */
  goneMessage: string;
  columns(bureaux: readonly Office[]): readonly ListColumn<T>[];
  /** The dialog's fields; `bureaux` (the offices offered) is null when editing. */
  fields(bureaux: readonly Office[] | null, t: TFunction): readonly EditField<V>[];
  /** How the dialog's values map to and from an entry (the screen's form module). */
  form: OfficeEntryForm<T, V, C, U>;
  /** The write calls (the screen's API modules). */
  send: {
    create(input: C): Promise<unknown>;
    update(input: U & { id: string }): Promise<unknown>;
    remove(entry: T): Promise<unknown>;
  };
}

export interface OfficeEntryForm<T, V, C, U> {
  blank(bureaux: readonly Office[]): V;
  toForm(entry: T): V;
  create: { schema: SafeParser<C>; toInput(values: V): unknown };
  update: { schema: SafeParser<U>; toInput(values: V, version: number | undefined): unknown };
}

/**
 * The form of an office entry from its blank values without the office: the values of an entry are its
 * fields of the same names, the input sends them back; `toForm` and `toFields` adjust the fields whose
 * form value differs from the stored one. The office is preselected in a new entry when only one is
 * selected and sent at creation only; an update sends the version read.
 */
export function officeEntryForm<T extends Entry, V extends { bureau: string | null }, C, U>(form: {
  blank: Omit<V, 'bureau'>;
  toForm?(entry: T): Partial<V>;
  toFields?(values: V): object;
  createSchema: SafeParser<C>;
  updateSchema: SafeParser<U>;
}): OfficeEntryForm<T, V, C, U> {
  const fields = (values: V) => {
    const { bureau: _bureau, ...rest } = values;
    return { ...rest, ...form.toFields?.(values) };
  };
  return {
    blank: (bureaux) => ({ ...form.blank, bureau: preselectedOffice(bureaux) }) as V,
    toForm: (entry) => {
      const stored = Object.keys(form.blank).map((k) => [k, (entry as Record<string, unknown>)[k]]);
      return { ...Object.fromEntries(stored), ...form.toForm?.(entry), bureau: entry.bureau } as V;
    },
    create: { schema: form.createSchema, toInput: (v) => ({ ...fields(v), bureau: v.bureau ?? '' }) },
    update: {
      schema: form.updateSchema,
      toInput: (v, version) => ({ ...fields(v), version: version as number }),
    },
  };
}

export function officeEntryScreen<T extends Entry, V extends FormValues, C, U, K extends QueryKey>(
  spec: OfficeEntrySpec<T, V, C, U, K>,
): ListScreenDescriptor<T, SelectedBureaux, V, C, U> {
  return {
    namespaces: [spec.ns],
    title: `${spec.ns}:titre`,
    useSource: () => useSelectedOfficesSource(spec.queryOptions),
    useCanWrite: () => useMayCall(spec.writer),
    columns: (selection) => spec.columns(selection.visible),
    table: spec.table,
    create: {
      fields: ({ ctx, t }) => spec.fields(ctx.bureaux, t),
      initialValues: ({ ctx }) => spec.form.blank(ctx.bureaux),
      schema: spec.form.create.schema,
      toInput: (values) => spec.form.create.toInput(values),
      submit: (input, { write }) => write(() => spec.send.create(input)),
    },
    edit: {
      title: ({ item, ctx, t }) =>
        t(`${spec.ns}:modifier`, { nom: item.nom, bureau: nomDuBureau(ctx.visible, item.bureau) }),
      fields: ({ t }) => spec.fields(null, t),
      initialValues: ({ item }) => spec.form.toForm(item),
      version: ({ item }) => item.version,
      schema: spec.form.update.schema,
      toInput: (values, version) => spec.form.update.toInput(values, version),
      submit: (input, { item, write }) => write(() => spec.send.update({ ...input, id: item.id })),
      reload: async ({ item }) => {
        const latest = await readEntryAgain(spec.list, item, spec.goneMessage);
        return { values: spec.form.toForm(latest), version: latest.version };
      },
    },
    remove: (entry, { write }) => write(() => spec.send.remove(entry)),
  };
}
