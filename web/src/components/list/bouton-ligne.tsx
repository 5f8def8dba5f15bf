// A button of a list row: an icon, named for screen readers after the row (`label`, e.g. "Modifier
// Dupont"), with a short tooltip when given. Without a tooltip it is a plain <button> with PrimeReact's
// look (its classes): a list draws one per row, and PrimeReact's Button (its props machinery, icon and
// tooltip) cost a slow desktop a tenth of the list's render (docs/architecture.md#main-thread-work-of-the-screens).
import { Button, type ButtonProps } from 'primereact/button';

const TOOLTIP = { position: 'top', showDelay: 500 } as const;

export function BoutonLigne({
  icon,
  label,
  tooltip,
  severity,
  size,
  onClick,
}: {
  icon: string;
  label: string;
  tooltip?: string;
  severity?: ButtonProps['severity'];
  size?: ButtonProps['size'];
  onClick(): void;
}) {
  if (!tooltip) {
    const classes = ['p-button p-component p-button-icon-only p-button-text p-button-rounded'];
    if (severity) classes.push(`p-button-${severity}`);
    if (size) classes.push(size === 'small' ? 'p-button-sm' : 'p-button-lg');
    return (
      <button type="button" className={classes.join(' ')} aria-label={label} onClick={onClick}>
        <span className={`p-button-icon p-c ${icon}`} aria-hidden="true" />
      </button>
    );
  }
  return (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      severity={severity}
      size={size}
      aria-label={label}
      tooltip={tooltip}
      tooltipOptions={TOOLTIP}
      onClick={onClick}
    />
  );
}
