// A button of a list row or a grid cell: an icon, named for screen readers after the row (`label`, e.g.
// "Modifier Dupont"), with a visible text beside it (`texte`) or a short tooltip when given. Without a
// tooltip it is a plain <button> with PrimeReact's look (its classes): a list draws one per row, and
// PrimeReact's Button (its props machinery, its four style elements rewritten at each mount, icon and
// tooltip) cost a slow desktop a tenth of the list's render and a sixth of the duty grid's
// (docs/architecture.md#main-thread-work-of-the-screens).
import { Button, type ButtonProps } from 'primereact/button';

const TOOLTIP = { position: 'top', showDelay: 500 } as const;

export function BoutonLigne({
  icon,
  label,
  texte,
  tooltip,
  severity,
  size,
  className,
  onClick,
}: {
  icon: string;
  label: string;
  /** Shown beside the icon (the button is then square-cornered, as PrimeReact's with a label). */
  texte?: string;
  tooltip?: string;
  className?: string;
  severity?: ButtonProps['severity'];
  size?: ButtonProps['size'];
  onClick(): void;
}) {
  if (!tooltip) {
    const classes = [
      className,
      texte
        ? 'p-button p-component p-button-text'
        : 'p-button p-component p-button-icon-only p-button-text p-button-rounded',
    ];
    if (severity) classes.push(`p-button-${severity}`);
    if (size) classes.push(size === 'small' ? 'p-button-sm' : 'p-button-lg');
    return (
      <button
        type="button"
        className={classes.filter(Boolean).join(' ')}
        aria-label={label}
        onClick={onClick}
      >
        <span
          className={`p-button-icon p-c ${texte ? 'p-button-icon-left ' : ''}${icon}`}
          aria-hidden="true"
        />
        {texte ? <span className="p-button-label p-c">{texte}</span> : null}
      </button>
    );
  }
  return (
    <Button
      type="button"
      icon={icon}
      rounded={!texte}
      text
      label={texte}
      className={className}
      severity={severity}
      size={size}
      aria-label={label}
      tooltip={tooltip}
      tooltipOptions={TOOLTIP}
      onClick={onClick}
    />
  );
}
