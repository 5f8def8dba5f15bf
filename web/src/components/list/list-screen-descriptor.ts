// What a list screen is made of, described once per screen (docs/architecture.md "List screens"): its
// texts, where its rows come from, who may write, its columns, its create and edit dialogs, its delete,
// a download per row. `ListScreen` (list-screen.tsx) turns one descriptor into the page: `ListPage` for
// the table, `EditDialog` for the dialogs, the notices after a write, the upload progress, and the
// invalidation of the descriptor's table after each API write.
import type { RealtimeTable } from '@umj/shared/realtime';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SafeParser } from '../edit-dialog/edit-dialog.tsx';
import type { EditField, FormValues } from '../edit-dialog/fields.ts';
import type { UploadProgress } from '../../lib/files/presigned-upload.ts';
import type { ListColumn } from './list-column.ts';
import type { ObjetMessage } from './list-notices.ts';
import type { ListQuery } from './list-page.tsx';

/** Who may do what on a screen, when not all writes go together. */
export interface WriteRights {
  create: boolean;
  edit: boolean;
  remove: boolean;
}

/** The rows of a screen and what its columns, titles and dialogs need besides (offices, zones…). */
export interface ListSource<T, Ctx> {
  query: ListQuery<T>;
  ctx: Ctx;
}

/** What a dialog is opened on: the item edited (undefined for a creation) and the screen's context. */
export interface DialogEnv<I, Ctx> {
  item: I;
  ctx: Ctx;
  t: TFunction;
}

export interface SubmitEnv<I, V, Ctx> extends DialogEnv<I, Ctx> {
  /** The form's values (e.g. the file to upload). */
  values: V;
  /** The version the save is made with (the one read, or the newer one after a conflict). */
  version: number | undefined;
  /** Runs one API write; the queries of the descriptor's table are invalidated once it settles. */
  write<R>(call: () => Promise<R>): Promise<R>;
  /** Shows the upload's progress under the fields while `run` runs. */
  withProgress<R>(run: (onProgress: UploadProgress) => Promise<R>): Promise<R>;
  /** Says the item was saved now (for a dialog whose `submit` goes on after the save). */
  notifySaved(): void;
}

/** A create or edit dialog: the props of `EditDialog`, as functions of what it is opened on. */
export interface ListDialog<I, V extends FormValues, In, Ctx> {
  /** Default: the screen's `<namespace>:nouveau` for the create dialog (required for the edit dialog). */
  title?(env: DialogEnv<I, Ctx>): string;
  fields(env: DialogEnv<I, Ctx>): readonly EditField<V>[];
  initialValues(env: DialogEnv<I, Ctx>): V;
  /** The version read with the item (default: none, a creation). */
  version?(env: DialogEnv<I, Ctx>): number | undefined;
  schema: SafeParser<In>;
  toInput(values: V, version: number | undefined, env: DialogEnv<I, Ctx>): unknown;
  /** The server's `field` names that differ from the form's. */
  serverFields?: Readonly<Record<string, keyof V & string>>;
  /** Sends the parsed input; the screen then says so ('objetCreated' / 'objetUpdated'). */
  submit(input: In, env: SubmitEnv<I, V, Ctx>): Promise<unknown>;
  /** `submit` calls `notifySaved` itself (e.g. before a follow-up step that may fail on its own). */
  notifiesItself?: boolean;
  /** Reads the item again after a version conflict: its values and version as stored now. */
  reload?(env: DialogEnv<I, Ctx>): Promise<{ values: V; version: number }>;
}

/** A download button of each row (a file asked for at the click through a short-lived link). */
export interface RowDownload<T> {
  /** i18n key of the button's name, given the row's name as {{nom}}. */
  label: string;
  /** i18n key of its tooltip. */
  tooltip: string;
  /** Rows that have a file (default: all). */
  when?(row: T): boolean;
  run(row: T): Promise<void>;
}

/** What the screen says after a write, when the screen's texts are not the common ones. */
export interface ListNotices {
  success(kind: ObjetMessage): void;
  /** A failed write outside a dialog (a deletion). */
  failure(error: unknown): void;
}

export interface ListScreenDescriptor<T extends object, Ctx, V extends FormValues, C, U> {
  /** i18n namespaces of the screen's texts (its own first). */
  namespaces: readonly string[];
  /** i18n key of the title. */
  title: string;
  /** Hook: the rows and the context (called once per render of the screen). */
  useSource(): ListSource<T, Ctx>;
  /** Hook: whether the signed-in user may write (create, edit, delete) on this screen. */
  useCanWrite(): boolean | WriteRights;
  columns(ctx: Ctx, t: TFunction): readonly ListColumn<T>[];
  /** The rows' key (default: `id`). */
  dataKey?: keyof T & string;
  /** The row's name in buttons and confirmations (default: its `nom`). */
  rowName?(row: T, ctx: Ctx): string;
  /** The table the API writes change: its queries are invalidated after each `write`. */
  table?: RealtimeTable;
  create?: ListDialog<undefined, V, C, Ctx>;
  edit?: ListDialog<T, V, U, Ctx>;
  /** Deletes a row once the user confirmed (through `write` for the table's invalidation). */
  remove?(row: T, env: { ctx: Ctx; write<R>(call: () => Promise<R>): Promise<R> }): Promise<unknown>;
  download?: RowDownload<T>;
  /** i18n key of the upload's progress text, given {{pourcent}}. */
  progressText?: string;
  /** Controls between the title and the table. */
  toolbar?(ctx: Ctx, canWrite: boolean): ReactNode;
  /** Default: the common objetCreated / objetUpdated / objetDeleted texts and the error's message. */
  notices?: ListNotices;
}

/** Declares a descriptor with its types inferred from the object. */
export function defineListScreen<T extends object, Ctx, V extends FormValues, C, U>(
  descriptor: ListScreenDescriptor<T, Ctx, V, C, U>,
): ListScreenDescriptor<T, Ctx, V, C, U> {
  return descriptor;
}
