// Create/edit dialog of a list screen, on the form mechanism (lib/forms/use-form.ts): validation by the
// entity's shared zod schema (French message
// next to each field), a server 400 `field` shown next to that field, and a 409 VERSION_CONFLICT
// answered by "reload and merge" (lib/forms/conflit.ts): the typed values stay, the values saved
// meanwhile are shown beside the fields that differ (keep mine / take theirs) and the next save
// carries the new version. Mount it only while open (`{open && <EditDialog …/>}`): it reads `initialValues` once, so a
// list refetched underneath (realtime) never resets what the user typed.
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, estConflit } from '../../lib/api-error.ts';
import { useConflit } from '../../lib/forms/conflit.ts';
import { inputResolver } from '../../lib/forms/resolvers.ts';
import { useForm } from '../../lib/forms/use-form.ts';
import { EditFieldInput } from './edit-field.tsx';
import { FormFooter } from './form-footer.tsx';
import { sameValue, type EditField, type FormValues } from './fields.ts';
import type * as z from 'zod/v4/core';
import './edit-dialog.css';

/** The entity's shared zod schema (its output is what `submit` receives). */
export type SafeParser<Out> = z.$ZodType<Out>;

export interface EditDialogProps<V extends FormValues, Out> {
  /** Translated title ('Nouveau bureau', 'Modifier « Argenteuil »'). */
  title: string;
  fields: readonly EditField<V>[];
  /** The item's values, or the blanks of a new one; read once when the dialog mounts. */
  initialValues: V;
  /** The version read with the item (edit); undefined for a creation. */
  version?: number;
  /** The entity's shared create/update schema, and how the form values become its input. */
  schema: SafeParser<Out>;
  toInput(values: V, version: number | undefined): unknown;
  /** Sends the parsed input (the form values too, e.g. for a file to upload). Rejects with ApiError. */
  submit(input: Out, values: V, version: number | undefined): Promise<unknown>;
  /** Reads the item again after a version conflict: its values and version as stored now. */
  reload?(): Promise<{ values: V; version: number }>;
  /** The server's `field` names that differ from the form's (e.g. { typeMime: 'logo' }). */
  serverFields?: Readonly<Record<string, keyof V & string>>;
  onHide(): void;
  /** More content of the form, after the fields (e.g. an upload's progress). */
  children?: ReactNode;
}

export function EditDialog<V extends FormValues, Out>({
  title,
  fields,
  initialValues,
  version: initialVersion,
  schema,
  toInput,
  submit,
  reload,
  serverFields = {},
  onHide,
  children,
}: EditDialogProps<V, Out>) {
  const { t } = useTranslation('common');
  /** The version the next save carries (the stored one after a conflict), read by the resolver. */
  const version = useRef(initialVersion);
  /** After a conflict: the stored values, and the fields whose difference the user already settled. */
  const conflit = useConflit<V>();
  const server = conflit.stocke;
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());

  const names = new Set<string>(fields.map((f) => f.name));
  const fieldOf = (serverField: string): (keyof V & string) | undefined => {
    const mapped = serverFields[serverField] ?? serverField;
    return names.has(mapped) ? (mapped as keyof V & string) : undefined;
  };
  const form = useForm<V, Out>({
    defaultValues: initialValues,
    resolver: inputResolver(schema, { toInput: (values) => toInput(values, version.current), fieldOf }),
    fieldOf,
  });
  const { values, errors, setValue } = form;

  const onConflict = async () => {
    if (!reload) {
      form.setFormError(t('conflit.sansRechargement'));
      return;
    }
    try {
      await conflit.relire(async () => {
        const latest = await reload();
        version.current = latest.version;
        return latest.values;
      });
      setSettled(new Set());
      form.setFormError(null);
    } catch (error) {
      form.setFormError(errorMessage(error));
    }
  };

  const onSubmit = form.handleSubmit(
    async (input, typed) => {
      await submit(input, typed, version.current);
      onHide();
    },
    async (error) => {
      if (!estConflit(error)) return false;
      await onConflict();
      return true;
    },
  );

  const differs = (name: keyof V & string) =>
    server !== null && !settled.has(name) && !sameValue(values[name] ?? null, server[name] ?? null);
  const conflictOpen = server !== null && fields.some((f) => differs(f.name));

  const footer = (
    <FormFooter
      formId="umj-edit-form"
      className="umj-edit-dialog__footer"
      onCancel={onHide}
      busy={form.submitting}
    />
  );

  return (
    <Dialog
      visible
      header={title}
      footer={footer}
      onHide={onHide}
      modal
      className="umj-edit-dialog"
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '36rem' }}
      pt={{ closeButton: { 'aria-label': t('actions.fermer') } }}
      blockScroll
      focusOnShow={false}
      onShow={() => {
        // The end of the opening animation: focus the first field, unless the user already went into
        // one (moving the focus then would send the rest of its typing to another field).
        if (document.activeElement?.closest('.umj-edit-dialog')) return;
        const first = fields.find((f) => f.autoFocus) ?? fields[0];
        if (first) document.getElementById(`champ-${first.name}`)?.focus();
      }}
    >
      <form id="umj-edit-form" onSubmit={onSubmit} noValidate aria-busy={form.submitting}>
        {server !== null && (
          <Message
            className="umj-edit-dialog__conflict"
            severity="warn"
            text={t(conflictOpen ? 'conflit.message' : 'conflit.resolu')}
          />
        )}
        {fields.map((field) => (
          <EditFieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? null}
            onChange={(value) => setValue(field.name, value as V[typeof field.name])}
            error={errors[field.name]}
            onFileRefused={(message) => form.setError(field.name, message)}
            serverValue={
              server !== null && differs(field.name)
                ? {
                    value: server[field.name] ?? null,
                    keepMine: () => setSettled((s) => new Set(s).add(field.name)),
                    takeTheirs: () => {
                      setValue(field.name, (server[field.name] ?? null) as V[typeof field.name]);
                      setSettled((s) => new Set(s).add(field.name));
                    },
                  }
                : undefined
            }
          />
        ))}
        {children}
        {form.formError && (
          <Message className="umj-edit-dialog__error" severity="error" text={form.formError} />
        )}
      </form>
    </Dialog>
  );
}
