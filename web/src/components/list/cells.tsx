// Cells of the list columns that several screens show the same way (`ListColumn.cell`): a long text on
// two lines at most, a text never broken, a phone number or an e-mail address as a link, an address that
// wraps at its parts. Their styles are in list.css.
import { Fragment, type ReactNode } from 'react';
import type { ListColumn } from './list-column.ts';

/** A long text on two lines at most; the full text in the tooltip, the exports and the dialog. */
export function clampCell(text: string): ReactNode {
  return (
    <span className="umj-cell-clamp" dir="auto" title={text}>
      {text}
    </span>
  );
}

/** A text kept on one line (identifiers, numbers, sizes). */
export function nowrapCell(text: string | null, dir: 'ltr' | 'auto' = 'ltr'): ReactNode {
  return (
    <span className="umj-cell-nowrap" dir={dir}>
      {text}
    </span>
  );
}

/** A phone number calling it when clicked (nothing when empty). */
export function telephoneCell(telephone: string): ReactNode {
  return telephone ? (
    <a className="umj-cell-nowrap" dir="ltr" href={`tel:${telephone.replace(/\s/g, '')}`}>
      {telephone}
    </a>
  ) : null;
}

/** An e-mail address writing to it when clicked, on one line with an ellipsis (nothing when empty). */
export function mailtoCell(email: string): ReactNode {
  return email ? (
    <a className="umj-cell-ellipsis" dir="ltr" href={`mailto:${email}`} title={email}>
      {email}
    </a>
  ) : null;
}

/**
 * An e-mail address with break opportunities after '@' and before each '.', so it wraps at its parts
 * rather than widening the table past the actions column.
 */
export function breakableEmailCell(email: string): ReactNode {
  return (
    <span className="umj-cell-email" dir="ltr">
      {email.split(/(?<=@)|(?=\.)/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** A column of a long text (an address, notes) shown on two lines at most. */
export function clampColumn<T>(field: string, header: string, value: (row: T) => string): ListColumn<T> {
  return { field, header, value, cell: (row) => clampCell(value(row)) };
}
