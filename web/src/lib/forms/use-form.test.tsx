// The one form mechanism (docs/forms.md): the shared schema's French messages at their fields, a
// server 400 `field` at its field, a 409 left to the caller, rules that could not load, and the
// re-check on change after a first try.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { telephoneSchema } from '@umj/shared/utilisateur';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from '../api-error.ts';
import { FieldFrame } from './field-frame.tsx';
import { schemaResolver } from './resolvers.ts';
import { RULES_UNAVAILABLE, useForm, type FormOptions } from './use-form.ts';

type Valeurs = { nom: string; telephone: string };
const SCHEMA = z.object({
  nom: z.string().trim().min(1, 'Le nom est obligatoire'),
  telephone: telephoneSchema,
});

function Formulaire({
  options,
  envoyer,
  echec,
}: {
  options: Partial<FormOptions<Valeurs, Valeurs>>;
  envoyer(valeurs: Valeurs): Promise<unknown>;
  echec?(error: unknown): boolean;
}) {
  const form = useForm<Valeurs>({ defaultValues: { nom: '', telephone: '' }, ...options });
  return (
    <form onSubmit={form.handleSubmit((_, valeurs) => envoyer(valeurs), echec)} noValidate>
      {(['nom', 'telephone'] as const).map((nom) => (
        <FieldFrame key={nom} id={nom} label={nom} error={form.errors[nom]}>
          {(aria) => (
            <input
              id={nom}
              value={form.values[nom]}
              aria-invalid={aria.invalid}
              onChange={(e) => form.setValue(nom, e.target.value)}
            />
          )}
        </FieldFrame>
      ))}
      {form.formError && <p role="status">{form.formError}</p>}
      <button type="submit">Envoyer</button>
    </form>
  );
}

const taper = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const envoyer = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

describe('the form mechanism', () => {
  it('shows the shared schema’s French message at each field and sends nothing', async () => {
    const send = vi.fn(async () => undefined);
    render(<Formulaire options={{ resolver: schemaResolver(SCHEMA) }} envoyer={send} />);
    taper('telephone', 'abc');

    envoyer();

    expect(await screen.findByText('Le nom est obligatoire')).toBeTruthy();
    expect(screen.getByLabelText('telephone').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('a change clears that field’s message until the next submission', async () => {
    render(<Formulaire options={{ resolver: schemaResolver(SCHEMA) }} envoyer={async () => undefined} />);
    envoyer();
    await screen.findByText('Le nom est obligatoire');

    taper('nom', 'A');
    taper('nom', '');

    expect(screen.queryByText('Le nom est obligatoire')).toBeNull();
  });

  it('with revalidate, after a first try a field’s message follows its value', async () => {
    render(
      <Formulaire
        options={{ resolver: schemaResolver(SCHEMA), revalidate: true }}
        envoyer={async () => undefined}
      />,
    );
    envoyer();
    await screen.findByText('Le nom est obligatoire');

    taper('nom', 'A');
    await waitFor(() => expect(screen.queryByText('Le nom est obligatoire')).toBeNull());
    taper('nom', ' ');

    expect(await screen.findByText('Le nom est obligatoire')).toBeTruthy();
  });

  it('a server 400 naming a field shows its message there; another message goes to the form', async () => {
    const refus = (field?: string) =>
      new ApiError(400, 'Bad Request', {
        statusCode: 400,
        message: 'Numéro refusé',
        error: 'Bad Request',
        field,
      });
    const send = vi.fn().mockRejectedValueOnce(refus('telephone')).mockRejectedValueOnce(refus());
    render(<Formulaire options={{ resolver: schemaResolver(SCHEMA) }} envoyer={send} />);
    taper('nom', 'Alice');

    envoyer();
    await waitFor(() => expect(screen.getByLabelText('telephone').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('status')).toBeNull();
    envoyer();

    expect((await screen.findByRole('status')).textContent).toBe('Numéro refusé');
    expect(screen.getByLabelText('telephone').getAttribute('aria-invalid')).toBe('false');
  });

  it('a failure the caller handles (a version conflict) leaves the typed values and no message', async () => {
    const echec = vi.fn(() => true);
    render(
      <Formulaire
        options={{ resolver: schemaResolver(SCHEMA) }}
        envoyer={() => Promise.reject(new Error('409'))}
        echec={echec}
      />,
    );
    taper('nom', 'Alice');

    envoyer();

    await waitFor(() => expect(echec).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('nom') as HTMLInputElement).value).toBe('Alice');
  });

  it('rules that could not be loaded: the form says so and sends nothing', async () => {
    const send = vi.fn(async () => undefined);
    render(
      <Formulaire options={{ loadResolver: () => Promise.reject(new Error('réseau')) }} envoyer={send} />,
    );
    taper('nom', 'Alice');

    envoyer();

    expect((await screen.findByRole('status')).textContent).toBe(RULES_UNAVAILABLE);
    expect(send).not.toHaveBeenCalled();
  });
});
