// The printable days (docs/architecture.md#printing): a screen's print view is a plain semantic sheet
// (headings, tables, lists) built from the screen's own query data, mounted at the end of <body> while
// the screen is shown and hidden on screen; under print media only the sheet shows (impression.css), on
// A4 portrait, without the shell (menu, header, buttons) or the screen itself. One "Imprimer" button
// calls window.print(). A sheet marked `dessus` (the patient-file summary, over the agenda it was opened
// from) prints alone.
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBureaux } from '../../lib/bureaux/bureaux-query.ts';
import './impression.css';

export function FeuilleImpression({
  nom,
  dessus = false,
  children,
}: {
  /** Names the sheet (data-impression), for tests and styles. */
  nom: string;
  dessus?: boolean;
  children: ReactNode;
}) {
  return createPortal(
    <div
      className={dessus ? 'umj-impression umj-impression--dessus' : 'umj-impression'}
      data-impression={nom}
      // Hidden on screen and to assistive technologies (the screen itself shows the same data);
      // impression.css shows it under print media.
      hidden
    >
      {children}
    </div>,
    document.body,
  );
}

/** The one-click print of the screen's sheet. */
export function BoutonImprimer({ className, disabled }: { className?: string; disabled?: boolean }) {
  const { t } = useTranslation('impression');
  return (
    <Button
      type="button"
      icon="pi pi-print"
      label={t('imprimer')}
      outlined
      size="small"
      className={className}
      disabled={disabled}
      onClick={() => window.print()}
    />
  );
}

/** The office header of a sheet: the office's logo and name, the sheet's title lines, the print date. */
export function EnteteBureau({
  bureauId,
  bureauNom,
  titre,
  sousTitre,
}: {
  bureauId: string | null;
  /** The office's name when the caller has it already (else read from the offices' list). */
  bureauNom?: string;
  titre: string;
  sousTitre?: string;
}) {
  const { t } = useTranslation('impression');
  const bureau = useBureaux().data?.find((b) => b.id === bureauId);
  const nom = bureauNom ?? bureau?.nom ?? '';
  const maintenant = new Date().toLocaleString('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <header className="umj-impression__entete">
      <div className="umj-impression__bureau">
        {bureau?.logoUrl ? <img src={bureau.logoUrl} alt="" className="umj-impression__logo" /> : null}
        <div>
          <p className="umj-impression__unite">{t('unite')}</p>
          <p className="umj-impression__nom-bureau">{nom}</p>
        </div>
      </div>
      <div className="umj-impression__titres">
        <h1>{titre}</h1>
        {sousTitre ? <p>{sousTitre}</p> : null}
        <p className="umj-impression__date">{t('imprimeLe', { date: maintenant })}</p>
      </div>
    </header>
  );
}
