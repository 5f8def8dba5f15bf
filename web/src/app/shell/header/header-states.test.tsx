import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ListeNotifications } from '@umj/shared/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoutonNotifications } from '../notifications/index.ts';
import { renderWithProviders } from '../../../lib/testing/test-providers.tsx';
import { installerSecretariat } from '../../../lib/testing/secretariat.ts';
import { PageLoader } from '../layout/page-loader.tsx';

const notification = (id: string, genre: string, lue: boolean) => ({
  id,
  genre,
  bureauId: 'b-1',
  dossierId: 12,
  libelle: 'DUPONT',
  detail: genre === 'retour-examinateur' ? 'Patient vu, rapport demain' : null,
  creeLe: '2026-11-26T10:00:00.000Z',
  lue,
});

const LISTE: ListeNotifications = {
  notifications: [
    notification('a', 'dossier-attribue', false),
    notification('b', 'garde-non-confirmee', true),
    notification('c', 'retour-examinateur', false),
  ] as ListeNotifications['notifications'],
  nonLues: { cloche: 1, enveloppe: 1 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the header bell and envelope (docs/architecture.md#notifications)', () => {
  it('the bell shows the unread count of its channel and lists its notifications; "mark all read" marks the bell only', async () => {
    const api = installerSecretariat([{ id: 'b-1', nom: 'Argenteuil' } as never], {
      'GET /notifications': { body: LISTE },
      'PATCH /notifications': { body: { ...LISTE, nonLues: { cloche: 0, enveloppe: 1 } } },
    });
    renderWithProviders(<BoutonNotifications canal="cloche" />);
    const bouton = await screen.findByRole(
      'button',
      { name: 'Notifications non lues : 1' },
      { timeout: 5000 },
    );
    expect(screen.getByTestId('badge-cloche').textContent).toBe('1');
    fireEvent.click(bouton);
    expect(await screen.findByText('Nouveau dossier attribué : DUPONT')).toBeTruthy();
    expect(screen.queryByText(/Retour de l'examinateur/)).toBeNull();
    fireEvent.click(screen.getByText('Tout marquer comme lu'));
    await waitFor(() => expect(screen.queryByTestId('badge-cloche')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ lue: true, canal: 'cloche' });
  });

  it('the envelope carries the examiner feedback as a message; an empty channel says so', async () => {
    installerSecretariat([{ id: 'b-1', nom: 'Argenteuil' } as never], {
      'GET /notifications': { body: { notifications: [], nonLues: { cloche: 0, enveloppe: 0 } } },
    });
    renderWithProviders(<BoutonNotifications canal="enveloppe" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Messages' }));
    expect(await screen.findByText('Aucun message')).toBeTruthy();
  });

  it('the page loader is announced as a status with a French text', () => {
    renderWithProviders(<PageLoader />);

    expect(screen.getByRole('status').textContent).toBe('Chargement…');
  });
});
