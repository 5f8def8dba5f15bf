// The frame of the visit requests' dialogs (the new request, the visit's outcome): one look, the phone's
// width, a footer of buttons.
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';

export interface DialogueVisiteProps {
  header: string;
  footer: ReactNode;
  onHide(): void;
  /** Its width on a desktop (CSS length). */
  largeur: string;
  children: ReactNode;
}

export function DialogueVisite({ header, footer, onHide, largeur, children }: DialogueVisiteProps) {
  return (
    <Dialog
      visible
      header={header}
      footer={footer}
      onHide={onHide}
      className="umj-visite-dialog"
      breakpoints={{ '640px': '96vw' }}
      style={{ width: largeur }}
    >
      {children}
    </Dialog>
  );
}
