// The shortcuts dialog as the user's menu renders it: its chunk fetched once the screen has shown its
// data (lib/use-prechargement.ts), the dialog rendered from its first opening on.
import { lazy, Suspense } from 'react';
import { useDialogueDiffere } from '../../../lib/use-prechargement.ts';

const charger = () => import('./raccourcis-dialog.tsx');
const Dialog = lazy(charger);

export function RaccourcisDialog({ visible, onHide }: { visible: boolean; onHide(): void }) {
  if (!useDialogueDiffere(visible, charger)) return null;
  return (
    <Suspense fallback={null}>
      <Dialog visible={visible} onHide={onHide} />
    </Suspense>
  );
}
