// The frame of a screen over one examiner's week (agendas, examiners' hours): the title and the
// examiner's choice, the load error, the notice when the selected offices have no such examiner, then
// the screen's own content; and the legend of the shaded hours.
import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelecteurExaminateur, type ChoixExaminateur } from './choix-examinateur.tsx';
import '../../components/page/page.css';
import './page-examinateur.css';

export function PageExaminateur({
  titre,
  choix,
  selecteurId,
  erreur,
  className,
  children,
}: {
  titre: string;
  choix: ChoixExaminateur;
  selecteurId: string;
  /** The load error's message, null when everything read. */
  erreur: string | null;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('agendas');
  return (
    <div className={className ? `umj-agenda ${className}` : 'umj-agenda'}>
      <header className="umj-page-entete umj-agenda-entete">
        <h1>{titre}</h1>
        <SelecteurExaminateur choix={choix} id={selecteurId} />
      </header>
      {erreur !== null ? (
        <Message severity="error" text={t('agendas:erreurChargement', { message: erreur })} />
      ) : null}
      {!choix.isPending && choix.options.length === 0 ? (
        <Message severity="info" text={t('agendas:aucunExaminateur')} />
      ) : null}
      {children}
    </div>
  );
}

/** The legend of the shaded band: the examiner's hours. */
export function LegendeHeures() {
  const { t } = useTranslation('agendas');
  return (
    <p className="umj-agenda-legende">
      <span className="umj-agenda-pastille umj-heures" aria-hidden="true" /> {t('agendas:legendeHeures')}
    </p>
  );
}
