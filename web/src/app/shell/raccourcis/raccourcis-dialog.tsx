// The "Raccourcis clavier" dialog, opened from the user's menu (docs/architecture.md#keyboard-shortcuts):
// the keys of the patient-file list and of the file form, ⌘ rather than Ctrl on a Mac. Its module is a
// chunk of its own (lazy-raccourcis-dialog.tsx), fetched after the screen's first render.
import { Dialog } from 'primereact/dialog';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import './raccourcis.css';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Each group of shortcuts: its title's key, then each key with what it does. */
const GROUPES = [
  {
    titre: 'liste',
    touches: [
      [['↓'], 'suivant'],
      [['↑'], 'precedent'],
      [['entree'], 'ouvrir'],
      [['/'], 'rechercher'],
    ],
  },
  {
    titre: 'formulaire',
    touches: [
      [[MAC ? '⌘' : 'ctrl', 'S'], 'enregistrer'],
      [['echap'], 'fermer'],
    ],
  },
] as const;

/** A key's name: the arrows, '/', ⌘ and letters as they are; Entrée, Échap and Ctrl translated. */
const NOMMEES = new Set(['entree', 'echap', 'ctrl']);

export default function RaccourcisDialog({ visible, onHide }: { visible: boolean; onHide(): void }) {
  const { t } = useTranslation('common');
  const nom = (touche: string) => (NOMMEES.has(touche) ? t(`raccourcis.touches.${touche}`) : touche);
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('raccourcis.titre')}
      modal
      dismissableMask
      className="umj-raccourcis"
      style={{ width: '34rem' }}
      breakpoints={{ '600px': '95vw' }}
      pt={{ closeButton: { 'aria-label': t('actions.fermer') } }}
    >
      {GROUPES.map((groupe) => (
        <section key={groupe.titre} aria-labelledby={`raccourcis-${groupe.titre}`}>
          <h2 id={`raccourcis-${groupe.titre}`}>{t(`raccourcis.groupes.${groupe.titre}`)}</h2>
          <dl className="umj-raccourcis__liste">
            {groupe.touches.map(([touches, action]) => (
              <Fragment key={action}>
                <dt>
                  {touches.map((touche, i) => (
                    <Fragment key={touche}>
                      {i > 0 && ' + '}
                      <kbd>{nom(touche)}</kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd>{t(`raccourcis.actions.${action}`)}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
      <p className="umj-raccourcis__note">{t('raccourcis.horsChamps')}</p>
    </Dialog>
  );
}
