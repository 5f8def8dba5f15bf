// Examiners' hours (screen): a doctor edits its own weekly pattern (here from the keyboard form)
// and saves it whole with the version read; a 409 VERSION_CONFLICT shows the French message, re-applies
// the doctor's change to the hours saved meanwhile and the next save sends both at the new version.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import DisponibilitesPage from './heures-examinateurs-page.tsx';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const MATIN = { jourSemaine: 1, debut: 540, fin: 720 };
const DIMANCHE = { jourSemaine: 7, debut: 600, fin: 660 };

function arrange() {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'e-1', sid: 's-1', role: 'medecin' }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: [ARG.id] }));
  let stocke = { bureauId: ARG.id, examinateurId: 'e-1', semaine: [MATIN], exceptions: [], version: 2 };
  const puts: { semaine: unknown[]; version: number }[] = [];
  installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'e-1',
        nomComplet: 'Marc Médecin',
        adresseEmail: 'e-1@umj.test',
        role: 'medecin',
        bureaux: [{ id: ARG.id, nom: ARG.nom }],
      },
    },
    'GET /bureaux': { body: [ARG] },
    'GET /bureaux/b-arg/disponibilites-rv': () => ({ body: { elements: [stocke] } }),
    'PUT /bureaux/b-arg/disponibilites-rv': (init) => {
      const body = JSON.parse(String(init.body)) as { semaine: typeof stocke.semaine; version: number };
      puts.push(body);
      if (puts.length === 1) {
        // Another user saved Sunday meanwhile.
        stocke = { ...stocke, semaine: [MATIN, DIMANCHE], version: 3 };
        return {
          status: 409,
          body: {
            statusCode: 409,
            message: 'Conflit de version',
            error: 'Conflict',
            code: CODE_CONFLIT_VERSION,
          },
        };
      }
      stocke = { ...stocke, semaine: body.semaine, version: body.version + 1 };
      return { body: stocke };
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/examinateur/disponibiliterv/medecin" element={<DisponibilitesPage />} />
    </Routes>,
    { path: '/examinateur/disponibiliterv/medecin' },
  );
  return puts;
}

describe("examiners' hours screen", () => {
  it("an examiner edits its own hours; a 409 keeps its change and the other user's, saved at the new version", async () => {
    const puts = arrange();
    await screen.findByRole('heading', { level: 1, name: 'Heures de rendez-vous des médecins' }, WAIT);
    await screen.findByText('Marc Médecin', { selector: '.umj-agenda-examinateur' }, WAIT);

    // Monday (the form's default day) 14:00–18:00.
    fireEvent.input(await screen.findByLabelText('Début', {}, WAIT), { target: { value: '14:00' } });
    fireEvent.input(screen.getByLabelText('Fin'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Modifications non enregistrées', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await screen.findByText(/Ces heures ont été modifiées par un autre utilisateur/, {}, WAIT);
    expect(puts[0]).toMatchObject({
      examinateurId: 'e-1',
      version: 2,
      semaine: [MATIN, { jourSemaine: 1, debut: 840, fin: 1080 }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts).toHaveLength(2), WAIT);
    expect(puts[1]).toMatchObject({
      version: 3,
      semaine: [MATIN, { jourSemaine: 1, debut: 840, fin: 1080 }, DIMANCHE],
    });
  }, 60_000);

  it('a range whose end does not follow its start is refused with the shared French message', async () => {
    const puts = arrange();
    fireEvent.input(await screen.findByLabelText('Début', {}, WAIT), { target: { value: '14:00' } });
    fireEvent.input(screen.getByLabelText('Fin'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      "L'heure de fin doit suivre l'heure de début",
    );
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
    expect(puts).toHaveLength(0);
  }, 60_000);
});
