// An icon button of the top bar (menu, theme customizer, 'show more'): its label is what screen readers
// announce, the icon is decoration.
import type { ButtonHTMLAttributes } from 'react';

export interface HeaderIconButtonProps
  extends Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'aria-haspopup'> {
  label: string;
  /** The PrimeIcons name, without its `pi-` prefix. */
  icon: string;
}

export function HeaderIconButton({ label, icon, ...button }: HeaderIconButtonProps) {
  return (
    <button type="button" className="umj-header__icon-button" aria-label={label} {...button}>
      <i className={`pi pi-${icon}`} aria-hidden="true" />
    </button>
  );
}
