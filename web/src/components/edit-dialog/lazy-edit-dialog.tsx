// The create and edit dialog (edit-dialog.tsx) as the screens render it, a deferred dialog
// (lib/premier-affichage/dialogue-differe.tsx): its module and the field controls under it
// (PrimeReact's Dialog, InputNumber, MultiSelect, Calendar…) are a chunk loaded after the screen's
// first render, not with the route (docs/architecture.md#first-load-of-the-spa), together
// with the date fields' Calendar (its own chunk: components/champ-date), so that a dialog opens with its
// fields ready. Same props as EditDialog.
import type { ComponentType } from 'react';
import { dialogueDiffere, usePrechargement } from '../../lib/premier-affichage/dialogue-differe.tsx';
import { chargerCalendrier } from '../champ-date/charger-calendrier.ts';
import type { EditDialogProps } from './edit-dialog.tsx';
import type { FormValues } from './fields.ts';

type AnyProps = EditDialogProps<FormValues, unknown>;

const charger = () =>
  Promise.all([import('./edit-dialog.tsx'), chargerCalendrier()]).then(([module]) => module);

// Mounted only while open: rendered at once. React.lazy has no generic components: the wrapper below
// keeps the caller's types.
const Dialogue = dialogueDiffere(() =>
  charger().then((m) => m.EditDialog as unknown as ComponentType<AnyProps>),
);

/** Loads the dialog's chunk once the screen has rendered, so that opening the dialog does not wait for it. */
export function usePrechargerEditDialog(): void {
  usePrechargement(charger);
}

export function EditDialog<V extends FormValues, Out>(props: EditDialogProps<V, Out>) {
  return <Dialogue {...(props as unknown as AnyProps)} />;
}
