// Notifications and messages of the top bar (docs/product-rules.md#product: placeholder lists). The product has no source
// for them yet, so the panels say honestly that there is nothing ('Aucune notification').
import { OverlayPanel } from 'primereact/overlaypanel';
import { useId, useRef } from 'react';

export interface EmptyListButtonProps {
  icon: string;
  title: string;
  emptyText: string;
}

export function EmptyListButton({ icon, title, emptyText }: EmptyListButtonProps) {
  const panel = useRef<OverlayPanel>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="umj-header__icon-button"
        aria-label={title}
        aria-haspopup="dialog"
        onClick={(event) => panel.current?.toggle(event)}
      >
        <i className={icon} aria-hidden="true" />
      </button>
      <OverlayPanel ref={panel} className="umj-list-panel" aria-labelledby={titleId}>
        <h3 id={titleId} className="umj-list-panel__title">
          {title}
        </h3>
        <p className="umj-list-panel__empty">{emptyText}</p>
      </OverlayPanel>
    </>
  );
}
