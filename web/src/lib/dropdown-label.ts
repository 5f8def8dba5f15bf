// Accessible name of a PrimeReact Dropdown: its focusable input, its trigger button and its hidden
// native <select> all get the label (axe: label, aria-command-name, select-name).
export function dropdownLabel(label: string) {
  return { 'aria-label': label, ariaLabel: label, pt: { select: { 'aria-label': label } } };
}
