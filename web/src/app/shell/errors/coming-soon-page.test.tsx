import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ComingSoonPage from './coming-soon-page.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ComingSoonPage />
    </MemoryRouter>,
  );
}

describe('coming-soon page (a screen not delivered yet is honestly labelled)', () => {
  it('at a product path it names the coming screen by its menu title and gives the path', () => {
    renderAt('/secretariat/rendez-vous/medecin');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '«\u00a0Rendez-vous médecin\u00a0»\u00a0: bientôt disponible',
    );
    expect(
      screen.getByText(/\(\/secretariat\/rendez-vous\/medecin\) arrive dans une prochaine version/),
    ).toBeTruthy();
  });

  it('a page below a bare parent is named after that menu entry (bordereau/nouveau -> Bordereaux)', () => {
    renderAt('/secretariat/bordereau/nouveau');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '«\u00a0Bordereaux\u00a0»\u00a0: bientôt disponible',
    );
  });

  it('screens: /error-pages/coming-soon itself keeps the generic text', () => {
    renderAt('/error-pages/coming-soon');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bientôt disponible');
  });

  it('a product path outside the menu shows the generic text and the path', () => {
    renderAt('/secretariat/dprapport');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bientôt disponible');
    expect(screen.getByText('/secretariat/dprapport')).toBeTruthy();
  });
});
