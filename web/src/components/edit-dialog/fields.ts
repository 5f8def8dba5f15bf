// Field kinds of the forms (the edit dialog of every list screen and the patient-file form) and the
// value each holds: text and textarea (string), number (number|null), euros (integer cents|null, typed
// in euros), select (string|null), multiselect (string[]), checkbox and switch (boolean), date
// ('YYYY-MM-DD'|null), time ('HH:MM'|null), file (FileValue|null: a file chosen for upload, or the
// stored one). A form that stores another format (a day number, minutes) converts at its field.

/** A stored file (its storage key, stable) with a preview URL, or a newly chosen file. */
export interface FileValue {
  /** Storage key of the stored file (compared by the conflict check); null for a new file. */
  key: string | null;
  /** Preview URL of the stored file (presigned, changes on every read). */
  url: string | null;
  /** The file chosen in this dialog, to upload on save. */
  file: File | null;
  /** File name of the stored file, shown when it is not an image. */
  name?: string;
}

export type FieldValue = string | number | boolean | readonly string[] | FileValue | null;
export type FormValues = Record<string, FieldValue>;

export interface FieldOption {
  value: string;
  label: string;
}

interface FieldBase<V extends FormValues> {
  name: keyof V & string;
  /** i18n key of the label, with its namespace ('bureaux-admin:champs.nom'). */
  label: string;
  /** i18n key of a hint shown under the field. */
  hint?: string;
  /** Shows the required mark (the schema does the checking). */
  required?: boolean;
  /** Focused when the dialog opens (default: the first field). */
  autoFocus?: boolean;
  /** Shown but not editable (e.g. a value the user may not change; say why in `hint`). */
  disabled?: boolean;
}

/** A field's kind and the options of that kind (what the input looks like, not its label). */
export type FieldKind =
  | { kind: 'number' | 'euros' | 'checkbox' | 'switch' | 'date' | 'time' }
  | { kind: 'text'; inputMode?: 'numeric' | 'decimal' }
  | {
      kind: 'textarea';
      /** Visible lines (default 4). */
      rows?: number;
      /** 'auto': the direction follows the typed text (names and notes in any script). */
      dir?: 'auto';
    }
  | {
      kind: 'select';
      options: readonly FieldOption[];
      /** Shows a clear button while a value is chosen. */
      clearable?: boolean;
      /** Shows a search box above the options (long lists). */
      filter?: boolean;
    }
  | { kind: 'multiselect'; options: readonly FieldOption[] }
  | {
      kind: 'file';
      /** Accepted MIME types ('image/png', …); an image type shows a thumbnail preview. */
      accept: readonly string[];
      /** Largest accepted size in bytes. */
      maxBytes?: number;
      /**
       * The screen's own check of a chosen file (a French message when refused, else null); when
       * given it replaces the `accept`/`maxBytes` check (e.g. a type known by its extension only).
       */
      refuse?(file: File): string | null;
    };

export type EditField<V extends FormValues> = FieldBase<V> & FieldKind;

export function isFileValue(value: FieldValue): value is FileValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'file' in value;
}

/** Whether two values of a field are the same (files by storage key or chosen file). */
export function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (isFileValue(a) || isFileValue(b)) {
    const fa = isFileValue(a) ? a : null;
    const fb = isFileValue(b) ? b : null;
    return (fa?.key ?? null) === (fb?.key ?? null) && (fa?.file ?? null) === (fb?.file ?? null);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    const la = Array.isArray(a) ? [...(a as string[])].sort() : [];
    const lb = Array.isArray(b) ? [...(b as string[])].sort() : [];
    return la.length === lb.length && la.every((v, i) => v === lb[i]);
  }
  const norm = (v: FieldValue) => (typeof v === 'string' ? v.trim() : (v ?? null));
  return norm(a) === norm(b);
}
