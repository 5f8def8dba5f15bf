// The PDF preview of a bordereau: the shared `documentBordereau` definition (the one the
// Lambda prints) rendered by pdfmake in the browser, shown in a dialog. The office logo is read from its
// short-lived URL and handed to the definition as a data URL (PNG or JPEG, what pdfmake draws; without
// it the header carries the office name only). A button saves the previewed file.
import type { Bordereau } from '@umj/shared/bordereaux';
import { documentBordereau } from '@umj/shared/bordereaux-pdf';
import type { Bureau } from '@umj/shared/bureau';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../components/export/download.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { SMALL_UP, useMediaQuery } from '../../lib/use-breakpoint.ts';
import { pdfDuDocument } from './pdf-navigateur.ts';

/** The logo as a data URL when it is a PNG or JPEG image; null otherwise or when it cannot be read. */
export async function logoEnDataUrl(url: string | null | undefined): Promise<string | null> {
  if (!url) return null;
  try {
    const reponse = await fetch(url);
    if (!reponse.ok) return null;
    const image = await reponse.blob();
    if (image.type !== 'image/png' && image.type !== 'image/jpeg') return null;
    const octets = new Uint8Array(await image.arrayBuffer());
    let binaire = '';
    for (let i = 0; i < octets.length; i += 0x8000) {
      binaire += String.fromCharCode(...octets.subarray(i, i + 0x8000));
    }
    return `data:${image.type};base64,${btoa(binaire)}`;
  } catch {
    return null;
  }
}

export function ApercuPdf({
  bordereau,
  bureau,
  onClose,
}: {
  bordereau: Bordereau;
  bureau: Pick<Bureau, 'nom' | 'logoUrl'> | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('bordereaux');
  const large = useMediaQuery(SMALL_UP);
  const [pdf, setPdf] = useState<{ blob: Blob; url: string } | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);

  useEffect(() => {
    let actif = true;
    let url: string | null = null;
    void (async () => {
      try {
        const logoDataUrl = await logoEnDataUrl(bureau?.logoUrl);
        const document = documentBordereau(bordereau, {
          nom: bureau?.nom ?? bordereau.bureauId,
          ...(logoDataUrl ? { logoDataUrl } : {}),
        });
        const blob = await pdfDuDocument(document);
        if (!actif) return;
        url = URL.createObjectURL(blob);
        setPdf({ blob, url });
      } catch (e) {
        if (actif) setErreur(errorMessage(e));
      }
    })();
    return () => {
      actif = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [bordereau, bureau?.nom, bureau?.logoUrl]);

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('apercu.titre', { numero: bordereau.numero })}
      className="umj-bordereau-apercu"
      style={{ width: large ? 'min(60rem, 95vw)' : '100vw' }}
      maximizable={large}
      footer={
        <Button
          type="button"
          icon="pi pi-download"
          label={t('apercu.enregistrer')}
          outlined
          disabled={pdf === null}
          onClick={() => pdf && downloadBlob(pdf.blob, `bordereau-${bordereau.numero}.pdf`)}
        />
      }
    >
      {erreur && <Message severity="error" text={t('apercu.erreur', { message: erreur })} />}
      {!erreur && pdf === null && (
        <div className="umj-bordereau-apercu-attente" role="status">
          <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} aria-hidden="true" />
          <span>{t('apercu.preparation')}</span>
        </div>
      )}
      {pdf && (
        <iframe
          className="umj-bordereau-apercu-cadre"
          src={pdf.url}
          title={t('apercu.cadre', { numero: bordereau.numero })}
          data-testid="apercu-pdf"
        />
      )}
    </Dialog>
  );
}
