// An appointment's whole title in the agenda (contenu-evenement.tsx): shown whole (wrapped by the CSS)
// and as its tooltip, the time left to right, the title in its own direction (Arabic).
import type { EventDisplayInfo } from '@fullcalendar/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contenuEvenement } from './contenu-evenement.tsx';

const info = (title: string, timeText: string) =>
  ({ event: { title }, timeText }) as unknown as EventDisplayInfo;

describe('agenda event content', () => {
  it('shows the whole title, also as its tooltip; the time left to right, the title in its own direction', () => {
    const titre = 'عبد الرحمن بن محمد · تم حجز الموعد (زيارة الاحتجاز)';
    const { container } = render(contenuEvenement(info(titre, '20:30')));
    const contenu = container.querySelector('.umj-rdv-contenu') as HTMLElement;
    expect(contenu.getAttribute('title')).toBe(titre);
    expect(contenu.querySelector('.umj-rdv-titre')?.textContent).toBe(titre);
    expect(contenu.querySelector('.umj-rdv-titre')?.getAttribute('dir')).toBe('auto');
    expect(contenu.querySelector('.umj-rdv-heure')?.getAttribute('dir')).toBe('ltr');
  });

  it('an event without title (the hours in the background) has no tooltip and no empty title', () => {
    const { container } = render(contenuEvenement(info('', '')));
    const contenu = container.querySelector('.umj-rdv-contenu') as HTMLElement;
    expect(contenu.hasAttribute('title')).toBe(false);
    expect(contenu.childElementCount).toBe(0);
  });
});
