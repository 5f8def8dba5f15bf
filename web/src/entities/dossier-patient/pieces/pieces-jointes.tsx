// Attachments of a patient file ("attachments with thumbnails"; docs/product-rules.md#attachment), embedded
// in the file form's tabs: photos as a grid of their 320-pixel previews (W/H reserve the space; a click
// opens the original, read again for a valid URL), documents as a list (name, type, size in French
// units, date in Paris time, download). Upload of a photo or a document, checked first against the
// shared limits (PIECES, demandePieceSchema's French messages), then through the presigned POST with
// its progress; each one's description changed in a dialog (description-piece.tsx); deletion confirmed by a dialog naming the file, with the version read. Read-only when
// `modifiable` is false (docs/product-rules.md#access, checked by the server too).
import type { GenrePiece, PieceStockee } from '@umj/shared/dossiers-api';
import { Button } from 'primereact/button';
import { ConfirmationDanger } from '../../../components/confirmation/confirmation-danger.tsx';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { Skeleton } from 'primereact/skeleton';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { appStore } from '../../../lib/app-store.ts';
import { useSupprimerPiece } from '../api/delete-piece.ts';
import { useDeposerPiece } from '../api/deposer-piece.ts';
import { pieceFraiche, usePieces } from '../api/list-pieces.ts';
import { ErreurChargement } from '../../../components/erreur-chargement/erreur-chargement.tsx';
import { acceptDuGenre, demandeDuFichier } from './fichier-piece.ts';
import { DescriptionPiece } from './description-piece.tsx';
import { DocumentsListe } from './documents-liste.tsx';
import { PhotoOriginale } from './photo-originale.tsx';
import { PhotosGrille } from './photos-grille.tsx';
import './pieces.css';

export interface PiecesJointesProps {
  bureauId: string;
  dossierId: number;
  modifiable: boolean;
}

interface Envoi {
  nom: string;
  fraction: number;
}

/** The photos or the documents: a heading with its add button, a placeholder while they load. */
function SectionPieces({
  id,
  titre,
  bouton,
  chargement,
  children,
}: {
  id: string;
  titre: string;
  bouton: ReactNode;
  /** The placeholder's height while the list loads, else null. */
  chargement: string | null;
  children: ReactNode;
}) {
  return (
    <section className="umj-pieces__section" aria-labelledby={id}>
      <div className="umj-pieces__entete">
        <h3 id={id}>{titre}</h3>
        {bouton}
      </div>
      {chargement === null ? children : <Skeleton height={chargement} />}
    </section>
  );
}

export function PiecesJointes({ bureauId, dossierId, modifiable }: PiecesJointesProps) {
  const { t } = useTranslation(['dossiers-pieces', 'common']);
  const query = usePieces(bureauId, dossierId);
  const deposer = useDeposerPiece(bureauId, dossierId);
  const supprimer = useSupprimerPiece(bureauId, dossierId);
  const [envoi, setEnvoi] = useState<Envoi | null>(null);
  const [erreurs, setErreurs] = useState<string[]>([]);
  const [aSupprimer, setASupprimer] = useState<PieceStockee | null>(null);
  const [ouverte, setOuverte] = useState<PieceStockee | null>(null);
  const [aDecrire, setADecrire] = useState<PieceStockee | null>(null);
  const inputs = { photo: useRef<HTMLInputElement>(null), document: useRef<HTMLInputElement>(null) };
  const idProgression = useId();

  const pieces = query.data ?? [];
  const photos = pieces.filter((p) => p.genre === 'photo');
  const documents = pieces.filter((p) => p.genre === 'document');

  const envoyer = async (genre: GenrePiece, file: File) => {
    const verdict = demandeDuFichier(genre, file);
    if (!verdict.ok) {
      setErreurs(verdict.messages.map((m) => t('erreurFichier', { nom: file.name, message: m })));
      return;
    }
    setErreurs([]);
    setEnvoi({ nom: file.name, fraction: 0 });
    try {
      await deposer.mutateAsync({
        demande: verdict.demande,
        file,
        onProgress: (fraction) => setEnvoi({ nom: file.name, fraction }),
      });
      appStore.notify({ severity: 'success', detail: t('ajoutee', { nom: file.name }) });
    } catch (error) {
      setErreurs([t('erreurFichier', { nom: file.name, message: errorMessage(error) })]);
    } finally {
      setEnvoi(null);
    }
  };

  const choisir = (genre: GenrePiece) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void envoyer(genre, file);
  };

  /** Runs `action` with the attachment read again (its URLs valid now). */
  const avecPieceFraiche = async (piece: PieceStockee, action: (fraiche: PieceStockee) => void) => {
    try {
      action(await pieceFraiche(bureauId, dossierId, piece.id));
    } catch (error) {
      setErreurs([errorMessage(error)]);
    }
  };

  const confirmerSuppression = async (piece: PieceStockee) => {
    try {
      await supprimer.mutateAsync(piece);
      appStore.notify({ severity: 'success', detail: t('supprimee', { nom: piece.nom }) });
    } catch (error) {
      setErreurs([t('erreurSuppression', { nom: piece.nom, message: errorMessage(error) })]);
    }
  };

  const boutonAjout = (genre: GenrePiece) =>
    modifiable && (
      <>
        <input
          ref={inputs[genre]}
          type="file"
          className="umj-pieces__input"
          accept={acceptDuGenre(genre)}
          aria-label={t(genre === 'photo' ? 'ajouterPhoto' : 'ajouterDocument')}
          data-genre={genre}
          tabIndex={-1}
          onChange={choisir(genre)}
        />
        <Button
          type="button"
          size="small"
          outlined
          icon={genre === 'photo' ? 'pi pi-camera' : 'pi pi-paperclip'}
          label={t(genre === 'photo' ? 'ajouterPhoto' : 'ajouterDocument')}
          disabled={envoi !== null}
          onClick={() => inputs[genre].current?.click()}
        />
      </>
    );

  if (query.isError) {
    return (
      <ErreurChargement
        lien
        className="umj-pieces"
        message={t('erreurChargement', { message: errorMessage(query.error) })}
        onReessayer={() => void query.refetch()}
      />
    );
  }

  const percent = Math.round((envoi?.fraction ?? 0) * 100);
  return (
    <div className="umj-pieces">
      {!modifiable && <p className="umj-pieces__lecture">{t('lectureSeule')}</p>}
      {envoi && (
        <div className="umj-pieces__progression" aria-live="polite">
          <span id={idProgression}>{t('envoi', { nom: envoi.nom, pourcent: percent })}</span>
          <ProgressBar
            value={percent}
            showValue={false}
            style={{ height: '0.5rem' }}
            aria-labelledby={idProgression}
          />
        </div>
      )}
      {erreurs.length > 0 && (
        <div role="alert" className="umj-pieces__erreurs">
          {erreurs.map((e) => (
            <Message key={e} severity="error" text={e} />
          ))}
        </div>
      )}
      <SectionPieces
        id={`${idProgression}-photos`}
        titre={t('photos', { nombre: photos.length })}
        bouton={boutonAjout('photo')}
        chargement={query.isPending ? '6rem' : null}
      >
        <PhotosGrille
          photos={photos}
          modifiable={modifiable}
          onOuvrir={(p) => void avecPieceFraiche(p, setOuverte)}
          onSupprimer={setASupprimer}
          onDecrire={setADecrire}
        />
      </SectionPieces>
      <SectionPieces
        id={`${idProgression}-documents`}
        titre={t('documents', { nombre: documents.length })}
        bouton={boutonAjout('document')}
        chargement={query.isPending ? '3rem' : null}
      >
        <DocumentsListe
          documents={documents}
          modifiable={modifiable}
          onTelecharger={(p) => void avecPieceFraiche(p, (f) => ouvrirDansUnOnglet(f.originalUrl))}
          onSupprimer={setASupprimer}
          onDecrire={setADecrire}
        />
      </SectionPieces>
      <PhotoOriginale photo={ouverte} onClose={() => setOuverte(null)} />
      <DescriptionPiece
        key={aDecrire?.id ?? ''}
        bureauId={bureauId}
        dossierId={dossierId}
        piece={aDecrire}
        onClose={() => setADecrire(null)}
      />
      <ConfirmationDanger
        cible={aSupprimer}
        onFermer={() => setASupprimer(null)}
        titre={t('common:suppression.titre')}
        message={(piece) => t('confirmerSuppression', { nom: piece.nom })}
        libelleAction={t('common:actions.supprimer')}
        onConfirmer={(piece) => void confirmerSuppression(piece)}
      />
    </div>
  );
}

/** Opens a short-lived URL in a new tab (a PDF shows there; other types are saved by the browser). */
function ouvrirDansUnOnglet(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
