// The exception dialog (dialogue-exception.tsx) as the hours screen renders it: its module and
// PrimeReact's Dialog under it are a chunk fetched after the screen's first render, not with the route
// (docs/architecture.md "First load of the SPA"), and the dialog is rendered from its first opening on,
// as the confirmation dialogs are (components/confirmation/confirm-dialog.tsx). Same props.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useDialogueDiffere } from '../../lib/use-prechargement.ts';

const charger = () => import('./dialogue-exception.tsx');
const Dialogue = lazy(() => charger().then((m) => ({ default: m.DialogueException })));

type DialogueExceptionProps = ComponentProps<
  (typeof import('./dialogue-exception.tsx'))['DialogueException']
>;

export function DialogueException(props: DialogueExceptionProps) {
  if (!useDialogueDiffere(props.edition !== null, charger)) return null;
  return (
    <Suspense fallback={null}>
      <Dialogue {...props} />
    </Suspense>
  );
}
