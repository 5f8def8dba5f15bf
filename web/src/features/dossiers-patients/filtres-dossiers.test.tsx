// The list's search box: what the user types is sent once they pause, and the URL takes it a moment
// later. The text they typed meanwhile is never replaced by the text they sent; a change of the search
// made elsewhere (the header's search) replaces the box's text.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import type { FiltreListe } from '../../entities/dossier-patient/api/list-dossiers.ts';
import { FiltresDossiers } from './filtres-dossiers.tsx';

const WAIT = { timeout: 10_000 };
const MOIS: FiltreListe = { du: '2026-11-01', au: '2026-11-30' };

/** The page's part: the filter lives in the URL, which takes each change when the test says so. */
function monter() {
  const envois: Record<string, string | undefined>[] = [];
  const controle: { appliquer?: (f: FiltreListe) => void } = {};
  function Page() {
    const [filtre, setFiltre] = useState<FiltreListe>(MOIS);
    controle.appliquer = setFiltre;
    return <FiltresDossiers filtre={filtre} changer={(c) => envois.push(c)} examinateurs={null} />;
  }
  renderWithProviders(<Page />);
  return {
    envois,
    urlPrend: (f: FiltreListe) => act(() => controle.appliquer?.(f)),
  };
}

describe('patient-file list search box', () => {
  it('keeps the letters typed after a pause when the URL takes the text sent at the pause', async () => {
    const { envois, urlPrend } = monter();
    const boite = await screen.findByRole('searchbox', {}, WAIT);
    await userEvent.type(boite, 'dup');
    await waitFor(() => expect(envois).toContainEqual({ q: 'dup' }), WAIT);
    await userEvent.type(boite, 'ont');
    urlPrend({ ...MOIS, q: 'dup' });
    expect((boite as HTMLInputElement).value).toBe('dupont');
    await waitFor(() => expect(envois).toContainEqual({ q: 'dupont' }), WAIT);
  });

  it('shows a search set elsewhere (the header search) in place of the text', async () => {
    const { urlPrend } = monter();
    const boite = await screen.findByRole('searchbox', {}, WAIT);
    await userEvent.type(boite, 'dup{Enter}');
    urlPrend({ ...MOIS, q: 'dup' });
    urlPrend({ ...MOIS, q: 'martin' });
    expect((boite as HTMLInputElement).value).toBe('martin');
  });
});
