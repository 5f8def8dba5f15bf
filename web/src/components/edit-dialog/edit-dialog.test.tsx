// "Create and edit in a dialog": validation by the entity's shared zod schema (French message
// next to the field), a server 400 `field` shown next to that field, and a 409 VERSION_CONFLICT answered
// by "reload and merge" (typed values kept, newer values shown, saved with the new version).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { creationBureauSchema, modificationBureauSchema } from '@umj/shared/bureau';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { EditDialog } from './edit-dialog.tsx';
import type { EditField } from './fields.ts';

type Form = { nom: string; tarif: number | null; role: string | null };

const FIELDS: EditField<Form>[] = [
  { name: 'nom', label: 'Nom', kind: 'text', required: true },
  { name: 'tarif', label: 'Tarif', kind: 'euros' },
  {
    name: 'role',
    label: 'Rôle',
    kind: 'select',
    options: [
      { value: 'medecin', label: 'Médecin' },
      { value: 'psychologue', label: 'Psychologue' },
    ],
  },
];

const error = (status: number, body: { message: string; field?: string; code?: string }) =>
  new ApiError(status, '', { statusCode: status, error: '', ...body });

function renderDialog(props: Partial<Parameters<typeof EditDialog<Form, unknown>>[0]> = {}) {
  const submit = vi.fn(async (_input: unknown, _values: Form, _version: number | undefined) => undefined);
  const onHide = vi.fn();
  render(
    <EditDialog<Form, unknown>
      title="Modifier"
      fields={FIELDS}
      initialValues={{ nom: 'Argenteuil', tarif: 1050, role: 'medecin' }}
      version={3}
      schema={modificationBureauSchema}
      toInput={(values, version) => ({ nom: values.nom, version })}
      submit={submit}
      onHide={onHide}
      {...props}
    />,
  );
  return { submit: (props.submit as typeof submit | undefined) ?? submit, onHide };
}

const nom = () => screen.getByLabelText(/^Nom/) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

type AllKinds = {
  notes: string;
  delai: number | null;
  actif: boolean;
  visible: boolean;
  jour: string | null;
  roles: string[];
};

describe('edit dialog field kinds (enough for the next screens)', () => {
  it('textarea, number, checkbox, switch, date and multiselect give their typed values', async () => {
    const submit = vi.fn(async () => undefined);
    const options = [
      { value: 'medecin', label: 'Médecin' },
      { value: 'psychologue', label: 'Psychologue' },
    ];
    render(
      <EditDialog<AllKinds, unknown>
        title="Tout"
        fields={[
          { name: 'notes', label: 'Notes', kind: 'textarea' },
          { name: 'delai', label: 'Délai', kind: 'number' },
          { name: 'actif', label: 'Actif', kind: 'checkbox' },
          { name: 'visible', label: 'Visible', kind: 'switch' },
          { name: 'jour', label: 'Jour', kind: 'date' },
          { name: 'roles', label: 'Rôles', kind: 'multiselect', options },
        ]}
        initialValues={{ notes: '', delai: 30, actif: false, visible: true, jour: null, roles: ['medecin'] }}
        schema={z.any()}
        toInput={(values) => values}
        submit={submit}
        onHide={() => undefined}
      />,
    );
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Ligne 1' } });
    fireEvent.click(screen.getByLabelText('Actif'));
    fireEvent.click(screen.getByLabelText('Visible'));
    fireEvent.input(screen.getByLabelText('Jour'), { target: { value: '25/12/2026' } });
    expect((screen.getByLabelText('Délai') as HTMLInputElement).value).toBe('30');
    expect(screen.getByText('Médecin')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]).toEqual([
      { notes: 'Ligne 1', delai: 30, actif: true, visible: false, jour: '2026-12-25', roles: ['medecin'] },
      { notes: 'Ligne 1', delai: 30, actif: true, visible: false, jour: '2026-12-25', roles: ['medecin'] },
      undefined,
    ]);
  });
});

describe('edit dialog', () => {
  it('validates with the shared schema: the French message stands next to the field, nothing is sent', async () => {
    const { submit } = renderDialog({
      schema: creationBureauSchema,
      toInput: (v) => ({ nom: v.nom }),
      version: undefined,
    });
    fireEvent.change(nom(), { target: { value: '   ' } });
    save();
    const message = await screen.findByText('Veuillez entrer le nom du bureau');
    expect(nom().getAttribute('aria-describedby')).toBe(message.id);
    expect(nom().getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the parsed input with the version read, then closes', async () => {
    const { submit, onHide } = renderDialog();
    fireEvent.change(nom(), { target: { value: '  Argenteuil Sud ' } });
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith(
      { nom: 'Argenteuil Sud', version: 3 },
      expect.objectContaining({ nom: '  Argenteuil Sud ' }),
      3,
    );
  });

  it('shows euros to the user and keeps cents in the values', async () => {
    const { submit } = renderDialog();
    expect((screen.getByLabelText('Tarif') as HTMLInputElement).value).toMatch(/^10,50\s€$/);
    save();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[1]).toMatchObject({ tarif: 1050 });
  });

  it('maps a server 400 `field` back to that field', async () => {
    const submit = vi.fn(async () => {
      throw error(400, { message: 'Un bureau porte déjà ce nom', field: 'nom' });
    });
    const { onHide } = renderDialog({ submit });
    save();
    const message = await screen.findByText('Un bureau porte déjà ce nom');
    expect(nom().getAttribute('aria-describedby')).toBe(message.id);
    expect(onHide).not.toHaveBeenCalled();
  });

  it('a server error without field is shown under the form', async () => {
    const submit = vi.fn(async () => {
      throw error(403, { message: 'Accès refusé' });
    });
    renderDialog({ submit });
    save();
    expect(await screen.findByText('Accès refusé')).toBeTruthy();
  });

  it('409 VERSION_CONFLICT: keeps the typed values, shows the newer ones, lets the user choose, saves with the new version', async () => {
    let calls = 0;
    const submit = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw error(409, { message: 'Conflit de version', code: CODE_CONFLIT_VERSION });
    });
    const reload = vi.fn(async () => ({
      values: { nom: 'Argenteuil Centre', tarif: 2000, role: 'medecin' },
      version: 4,
    }));
    const { onHide } = renderDialog({ submit, reload });
    fireEvent.change(nom(), { target: { value: 'Argenteuil Nord' } });
    save();

    await screen.findByText(/Un autre utilisateur a modifié cet élément/);
    expect(reload).toHaveBeenCalledOnce();
    expect(nom().value).toBe('Argenteuil Nord');
    expect(screen.getByText('Argenteuil Centre')).toBeTruthy();
    expect(screen.getByText('20,00 €', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeTruthy();
    expect(screen.queryByText('Valeur enregistrée entre-temps (Rôle)', { exact: false })).toBeNull();
    expect(onHide).not.toHaveBeenCalled();

    // Keep my name, take their tariff.
    const [keepName] = screen.getAllByRole('button', { name: 'Garder la mienne' });
    fireEvent.click(keepName!);
    fireEvent.click(screen.getByRole('button', { name: 'Prendre celle-ci' }));
    expect(screen.queryByText(/Valeur enregistrée entre-temps/)).toBeNull();
    save();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(submit).toHaveBeenLastCalledWith(
      { nom: 'Argenteuil Nord', version: 4 },
      expect.objectContaining({ nom: 'Argenteuil Nord', tarif: 2000 }),
      4,
    );
  });

  it('a 409 that is not a version conflict (ALREADY_EXISTS) is shown as an error, without reload', async () => {
    const submit = vi.fn(async () => {
      throw error(409, { message: 'Ce bureau existe déjà', code: 'ALREADY_EXISTS' });
    });
    const reload = vi.fn();
    renderDialog({ submit, reload });
    save();
    expect(await screen.findByText('Ce bureau existe déjà')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
