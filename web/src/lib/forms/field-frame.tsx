// The one field wrapper of every form and filter bar (docs/forms.md): its label (with the required
// mark), the input given by the caller with the aria attributes to use, its hint and its French error
// message, linked for screen readers, then what follows the field (e.g. the value saved meanwhile
// after a version conflict). Label above the input, in the page's direction (RTL in Arabic: the CSS
// uses logical properties only).
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
  /** The wrapper's class (`umj-field`: label above its input, message below). */
  className?: string;
  /** The wrapper element: a `span` inside a line of inline fields. */
  as?: 'div' | 'span';
  /** The field's name, as `data-champ` (browser tests find a field's message by it). */
  name?: string;
  /** The input: given the aria attributes to use, or as is (it sets its own, e.g. a filter's list). */
  children: ReactNode | ((aria: FieldAria) => ReactNode);
  after?: ReactNode;
}

export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  className,
  as: Wrapper = 'div',
  name,
  children,
  after,
}: FieldFrameProps) {
  const errorId = `${id}-erreur`;
  const hintId = `${id}-aide`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper className={className} data-champ={name}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {typeof children === 'function' ? children({ invalid: error !== undefined, describedBy }) : children}
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
    </Wrapper>
  );
}
