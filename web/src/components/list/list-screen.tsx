// One list screen driven by its descriptor (list-screen-descriptor.ts; docs/architecture.md "List
// screens"): the table of `ListPage`, the create and edit dialogs of `EditDialog`, the delete confirmed
// by `ListPage`, a download button per row, the progress of an upload under the dialog's fields, the
// notices after each write, and the invalidation of the descriptor's table after each API write. The
// write actions are given only to the users the descriptor's `useCanWrite` lets write. The upload's
// progress bar is fetched with the first upload, not with the route.
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableKey } from '../../lib/query-keys.ts';
import { EditDialog, usePrechargerEditDialog } from '../edit-dialog/lazy-edit-dialog.tsx';
import type { FormValues } from '../edit-dialog/fields.ts';
import { notifyFailure, notifySuccess } from './list-notices.ts';
import { ListPage } from './list-page.tsx';
import type {
  DialogEnv,
  ListDialog,
  ListNotices,
  ListScreenDescriptor,
  SubmitEnv,
  WriteRights,
} from './list-screen-descriptor.ts';

const ProgressBar = lazy(() => import('primereact/progressbar').then((m) => ({ default: m.ProgressBar })));

const COMMON_NOTICES: ListNotices = { success: notifySuccess, failure: notifyFailure };

/** The dialog: closed, creating (no item), or editing one item as read when the dialog opened. */
type Editing<T> = { item: T | undefined } | null;

type ScreenDialogProps<I, V extends FormValues, In, Ctx> = {
  spec: ListDialog<I, V, In, Ctx>;
  /** i18n key of the title when the dialog gives none. */
  defaultTitle: string;
  env: DialogEnv<I, Ctx>;
  dialogKey: string;
  notices: ListNotices;
  progress: number | null;
  progressText: string | undefined;
  tools: Pick<SubmitEnv<I, V, Ctx>, 'write' | 'withProgress'>;
  onHide(): void;
};

function ScreenDialog<I, V extends FormValues, In, Ctx>({
  spec,
  defaultTitle,
  env,
  dialogKey,
  notices,
  progress,
  progressText,
  tools,
  onHide,
}: ScreenDialogProps<I, V, In, Ctx>) {
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <EditDialog<V, In>
      key={dialogKey}
      title={spec.title ? spec.title(env) : env.t(defaultTitle)}
      fields={spec.fields(env)}
      initialValues={spec.initialValues(env)}
      version={spec.version?.(env)}
      schema={spec.schema}
      toInput={(values, version) => spec.toInput(values, version, env)}
      serverFields={spec.serverFields}
      submit={async (input, values, version) => {
        const notifySaved = () => notices.success(env.item === undefined ? 'objetCreated' : 'objetUpdated');
        await spec.submit(input, { ...env, ...tools, values, version, notifySaved });
        if (!spec.notifiesItself) notifySaved();
      }}
      reload={spec.reload && (() => spec.reload!(env))}
      onHide={onHide}
    >
      {progress !== null && progressText && (
        <div className="umj-upload-progress">
          <span id="umj-upload-progress-label">{env.t(progressText, { pourcent: percent })}</span>
          <Suspense fallback={null}>
            <ProgressBar
              value={percent}
              showValue={false}
              style={{ height: '0.5rem' }}
              aria-labelledby="umj-upload-progress-label"
            />
          </Suspense>
        </div>
      )}
    </EditDialog>
  );
}

export function ListScreen<T extends object, Ctx, V extends FormValues, C, U>({
  descriptor: d,
}: {
  descriptor: ListScreenDescriptor<T, Ctx, V, C, U>;
}) {
  const { t } = useTranslation([...d.namespaces, 'common']);
  usePrechargerEditDialog();
  const queryClient = useQueryClient();
  const { query, ctx } = d.useSource();
  const dataKey = d.dataKey ?? ('id' as keyof T & string);
  const rowName = (row: T) =>
    d.rowName ? d.rowName(row, ctx) : String((row as { nom?: unknown }).nom ?? '');
  const written = d.useCanWrite();
  const rights: WriteRights =
    typeof written === 'boolean' ? { create: written, edit: written, remove: written } : written;
  const [editing, setEditing] = useState<Editing<T>>(null);
  /** Share of a file sent to the storage, null when no upload runs. */
  const [progress, setProgress] = useState<number | null>(null);
  const notices = d.notices ?? COMMON_NOTICES;
  const columns = useMemo(() => d.columns(ctx, t), [d, ctx, t]);

  const write = async <R,>(call: () => Promise<R>): Promise<R> => {
    try {
      return await call();
    } finally {
      if (d.table) await queryClient.invalidateQueries({ queryKey: tableKey(d.table) });
    }
  };
  const withProgress = async <R,>(run: (onProgress: (share: number) => void) => Promise<R>) => {
    setProgress(0);
    try {
      return await run(setProgress);
    } finally {
      setProgress(null);
    }
  };

  const remove = d.remove;
  const onDelete =
    rights.remove && remove
      ? async (row: T) => {
          try {
            await remove(row, { ctx, write });
            notices.success('objetDeleted');
          } catch (error) {
            notices.failure(error);
          }
        }
      : undefined;

  const download = d.download;
  const rowActions =
    download &&
    ((row: T) =>
      !download.when || download.when(row) ? (
        <Button
          type="button"
          icon="pi pi-download"
          rounded
          text
          aria-label={t(download.label, { nom: rowName(row) })}
          tooltip={t(download.tooltip)}
          tooltipOptions={{ position: 'top', showDelay: 500 }}
          onClick={() => void download.run(row).catch(notifyFailure)}
        />
      ) : null);

  const dialogProps = {
    notices,
    progress,
    progressText: d.progressText,
    tools: { write, withProgress },
    onHide: () => setEditing(null),
  };
  const edited = editing?.item;
  const canWrite = rights.create || rights.edit || rights.remove;

  return (
    <ListPage
      // The table's cells do not re-render when only the actions change: remount once the role is known.
      key={`${rights.create}-${rights.edit}-${rights.remove}`}
      title={t(d.title)}
      query={query}
      columns={columns}
      dataKey={dataKey}
      rowName={rowName}
      rowActions={rowActions}
      onCreate={rights.create && d.create ? () => setEditing({ item: undefined }) : undefined}
      onEdit={rights.edit && d.edit ? (item) => setEditing({ item }) : undefined}
      onDelete={onDelete}
      toolbar={d.toolbar?.(ctx, canWrite)}
    >
      {editing && edited === undefined && d.create && (
        <ScreenDialog
          spec={d.create}
          defaultTitle={`${d.namespaces[0]}:nouveau`}
          env={{ item: undefined, ctx, t }}
          dialogKey="new"
          {...dialogProps}
        />
      )}
      {edited !== undefined && d.edit && (
        <ScreenDialog
          spec={d.edit}
          defaultTitle={`${d.namespaces[0]}:modifier`}
          env={{ item: edited, ctx, t }}
          dialogKey={String(edited[dataKey])}
          {...dialogProps}
        />
      )}
    </ListPage>
  );
}
