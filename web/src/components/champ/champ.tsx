// A labelled dropdown of a filter bar or a small form, in the one field wrapper (lib/forms/field-frame.tsx):
// `ChampListe` holds a PrimeReact Dropdown of `{ value, label }` options (loaded after the screen's
// first render: components/selection/dropdown.tsx); dates and times are `ChampDate` / `ChampHeure`
// (components/champ-date); any other control goes in `FieldFrame`.
import type { DropdownProps } from 'primereact/dropdown';
import { dropdownLabel } from '../../lib/dropdown-label.ts';
import { FieldFrame } from '../../lib/forms/field-frame.tsx';
import { Dropdown } from '../selection/dropdown.tsx';

interface Cadre {
  id: string;
  label: string;
  className?: string;
  /** The wrapper element: a `span` inside a line of inline fields. */
  as?: 'div' | 'span';
}

export function ChampListe({
  id,
  label,
  className,
  as,
  nomAccessible = false,
  ...liste
}: Cadre &
  Omit<DropdownProps, 'id' | 'inputId' | 'className'> & {
    /** Also names the Dropdown's input, trigger and hidden select (`lib/dropdown-label.ts`). */
    nomAccessible?: boolean;
  }) {
  return (
    <FieldFrame id={id} label={label} className={className} as={as}>
      <Dropdown
        inputId={id}
        optionLabel="label"
        optionValue="value"
        {...liste}
        {...(nomAccessible ? dropdownLabel(label) : {})}
      />
    </FieldFrame>
  );
}

/** A filter that may stay empty: "all" as placeholder, a clear button once chosen, a search box above
 *  eight options; the Dropdown is named by the label. */
export function ChampFiltreListe({
  valeur,
  tous,
  options,
  onValeur,
  ...cadre
}: Cadre & {
  valeur: string | undefined;
  tous: string;
  options: readonly { value: string; label: string }[];
  onValeur(valeur: string | undefined): void;
}) {
  return (
    <ChampListe
      {...cadre}
      nomAccessible
      value={valeur ?? null}
      options={[...options]}
      placeholder={tous}
      showClear={valeur !== undefined}
      filter={options.length > 8}
      onChange={(e) => onValeur((e.value as string | null) ?? undefined)}
    />
  );
}
