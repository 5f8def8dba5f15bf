// The frame of one form field: its label (with the required mark), the input given by the caller with
// the aria attributes to use, its hint and its French error message, linked for screen readers, then
// what follows the field (e.g. the value saved meanwhile after a version conflict).
import type { ReactNode } from 'react';

export interface FieldAria {
  invalid: boolean;
  describedBy: string | undefined;
}

export interface FieldFrameProps {
  /** The input's id; its hint and error take `${id}-aide` and `${id}-erreur`. */
  id: string;
  /** The translated label. */
  label: string;
  required?: boolean;
  /** The translated hint shown under the input. */
  hint?: string;
  error?: string;
  className: string;
  /** The field's name, as `data-champ` (browser tests find a field's message by it). */
  name?: string;
  children(aria: FieldAria): ReactNode;
  after?: ReactNode;
}

export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  className,
  name,
  children,
  after,
}: FieldFrameProps) {
  const errorId = `${id}-erreur`;
  const hintId = `${id}-aide`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className} data-champ={name}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ invalid: error !== undefined, describedBy })}
      {hint && (
        <small id={hintId} className="umj-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={errorId} className="p-error" role="alert">
          {error}
        </small>
      )}
      {after}
    </div>
  );
}
