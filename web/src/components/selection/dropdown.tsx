// PrimeReact's Dropdown as the screens render it: its module (with the virtual scroller, about 17 KB
// gzip) is a chunk loaded after the screen's first render, not with the route (docs/architecture.md
// "First load of the SPA"). Until it arrives a box of the same look shows the chosen option's label (or
// the placeholder) in its place: no layout shift, nothing to choose yet. Same props as Dropdown.
import type { DropdownProps } from 'primereact/dropdown';
import { lazy, Suspense } from 'react';

const Real = lazy(() => import('primereact/dropdown').then((m) => ({ default: m.Dropdown })));

function shownLabel(props: DropdownProps): string {
  const valueKey = props.optionValue ?? 'value';
  const labelKey = props.optionLabel ?? 'label';
  const chosen = (props.options ?? []).find(
    (o) => typeof o === 'object' && o !== null && (o as Record<string, unknown>)[valueKey] === props.value,
  ) as Record<string, unknown> | undefined;
  const label = chosen?.[labelKey];
  return typeof label === 'string' ? label : (props.placeholder ?? '');
}

function Placeholder(props: DropdownProps) {
  return (
    <span className={`p-dropdown p-component p-inputwrapper ${props.className ?? ''}`} aria-hidden="true">
      <span className="p-dropdown-label p-inputtext">{shownLabel(props) || '\u00a0'}</span>
      <span className="p-dropdown-trigger">
        <span className="p-dropdown-trigger-icon pi pi-chevron-down" />
      </span>
    </span>
  );
}

export function Dropdown(props: DropdownProps) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <Real {...props} />
    </Suspense>
  );
}
