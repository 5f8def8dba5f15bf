// The create and edit dialog (edit-dialog.tsx) as the screens render it: its module and the field
// controls under it (PrimeReact's Dialog, InputNumber, MultiSelect, Calendar…) are a chunk loaded after
// the screen's first render, not with the route (docs/architecture.md "First load of the SPA"), together
// with the date fields' Calendar (its own chunk: components/champ-date), so that a dialog opens with its
// fields ready. Same props as EditDialog.
import { lazy, Suspense, type ComponentType } from 'react';
import { usePrechargement } from '../../lib/use-prechargement.ts';
import { chargerCalendrier } from '../champ-date/charger-calendrier.ts';
import type { EditDialogProps } from './edit-dialog.tsx';
import type { FormValues } from './fields.ts';

type AnyProps = EditDialogProps<FormValues, unknown>;

const charger = () =>
  Promise.all([import('./edit-dialog.tsx'), chargerCalendrier()]).then(([module]) => module);

const Dialogue = lazy(() =>
  charger().then((m) => ({
    // React.lazy has no generic components: the wrapper below keeps the caller's types.
    default: m.EditDialog as unknown as ComponentType<AnyProps>,
  })),
);

/** Loads the dialog's chunk once the screen has rendered, so that opening the dialog does not wait for it. */
export function usePrechargerEditDialog(): void {
  usePrechargement(charger);
}

export function EditDialog<V extends FormValues, Out>(props: EditDialogProps<V, Out>) {
  return (
    <Suspense fallback={null}>
      <Dialogue {...(props as unknown as AnyProps)} />
    </Suspense>
  );
}
