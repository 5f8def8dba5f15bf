import { visibleMenu } from '@umj/shared/menu';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import i18n from '../../../i18n/index.ts';
import { user } from '../../../../test/support/users.ts';
import { SidebarMenu } from './sidebar-menu.tsx';

function renderMenu(u: ReturnType<typeof user>, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarMenu menu={visibleMenu(u)} />
    </MemoryRouter>,
  );
}

const hrefs = () => screen.queryAllByRole('link').map((a) => a.getAttribute('href'));

describe('side menu', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('screens: a secretariat at Argenteuil sees appointments, visit requests and the lists, not configuration', () => {
    renderMenu(user('secretariat', ['b-arg']), '/secretariat/rendez-vous/medecin');
    expect(hrefs()).toEqual(
      expect.arrayContaining([
        '/secretariat/rendez-vous/medecin',
        '/secretariat/demande-de-visite',
        '/secretariat/bordereau',
        '/global/commissariat',
      ]),
    );
    expect(hrefs()).not.toContain('/configuration/reglages');
    expect(screen.queryByRole('heading', { name: 'Configuration' })).toBeNull();
  });

  it('screens: Paris Nord hides appointments and RV availabilities of a secretariat', () => {
    renderMenu(user('secretariat', ['b-pn']));
    expect(hrefs()).toContain('/secretariat/demande-de-visite');
    expect(hrefs()).not.toContain('/secretariat/rendez-vous/medecin');
    expect(hrefs()).not.toContain('/secretariat/disponibiliterv/medecin');
    expect(screen.queryByRole('button', { name: 'Rendez-vous' })).toBeNull();
  });

  it('screens: an external secretariat at Chartres does not see visit requests', () => {
    renderMenu(user('secretariat-externe', ['b-cha']));
    expect(hrefs()).not.toContain('/secretariat/demande-de-visite');
    expect(hrefs()).toContain('/global/examinateur');
  });

  it('screens: the admin sees the configuration and administration groups, a doctor sees only examiner entries', () => {
    const admin = renderMenu(user('administrateur', []));
    expect(screen.getByRole('heading', { name: 'Configuration' })).toBeTruthy();
    expect(hrefs()).toContain('/admin/bureau');
    admin.unmount();

    renderMenu(user('medecin', ['b-arg']));
    expect(hrefs()).toContain('/examinateur/rendez-vous/medecin');
    expect(hrefs()).not.toContain('/examinateur/rendez-vous/psychologue');
    expect(hrefs()).not.toContain('/admin/bureau');
  });

  it('screens: a collapse opens on the current path, toggles on click and marks the exact item active', () => {
    renderMenu(user('administrateur', []), '/secretariat/rendez-vous/psychologue');
    const appointments = screen.getByRole('button', { name: 'Rendez-vous' });
    const availability = screen.getByRole('button', { name: 'Disponibilités RV' });
    expect(appointments.getAttribute('aria-expanded')).toBe('true');
    expect(availability.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Rendez-vous psychologue' }).className).toContain('active');

    fireEvent.click(appointments);
    expect(appointments.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(availability);
    expect(availability.getAttribute('aria-expanded')).toBe('true');
  });

  it('screens: a bare-parent item stays active on its list page (exact flag off)', () => {
    renderMenu(user('administrateur', []), '/secretariat/dossier-patient/liste');
    expect(screen.getByRole('link', { name: 'Dossiers patients' }).className).toContain('active');
  });

  it('product: titles go through i18n (English)', async () => {
    await i18n.changeLanguage('en');
    renderMenu(user('psychologue', ['b-arg']));
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Psychologist appointments' })).toBeTruthy();
    expect(within(nav).getByRole('heading', { name: 'Examiner' })).toBeTruthy();
  });

  it('screens: an item carries its count badge in the given colour', () => {
    const menu = visibleMenu(user('secretariat', ['b-arg']), {
      counts: { 'secretariat.demandeDeVisite': { value: 4, color: '#F04F47' } },
    });
    render(
      <MemoryRouter>
        <SidebarMenu menu={menu} />
      </MemoryRouter>,
    );

    const link = screen.getByRole('link', { name: /Demandes de visite/ });
    const badge = within(link).getByText('4');
    expect(badge.style.background).toBe('rgb(240, 79, 71)');
  });
});
