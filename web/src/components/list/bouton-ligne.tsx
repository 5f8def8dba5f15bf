// A button of a list row: an icon, named for screen readers after the row (`label`, e.g. "Modifier
// Dupont"), with a short tooltip when given.
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
  return (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      severity={severity}
      size={size}
      aria-label={label}
      {...(tooltip ? { tooltip, tooltipOptions: TOOLTIP } : {})}
      onClick={onClick}
    />
  );
}
