// A date field rendered before the Calendar's chunk has loaded (champ-date.tsx): a box of the same look
// shows its value as the Calendar will (dd/mm/yyyy), offers nothing to type and is hidden from the
// accessibility tree; the Calendar then takes its place, named by the label.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { ChampDate, ChampHeure } from './champ-date.tsx';

describe('date field before its Calendar has loaded', () => {
  it('shows the value dd/mm/yyyy in a read-only box, then the Calendar named by its label', async () => {
    const { container } = render(
      <ChampDate id="champ" label="Date" value="2026-11-01" onChange={() => undefined} />,
    );
    const place = container.querySelector('.umj-saisie-date--attente input') as HTMLInputElement;
    expect(place.value).toBe('01/11/2026');
    expect(place.readOnly).toBe(true);
    expect(place.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByLabelText('Date')).toBeNull();

    const calendrier = (await screen.findByLabelText('Date')) as HTMLInputElement;
    expect(calendrier.value).toBe('01/11/2026');
    expect(calendrier.readOnly).toBe(false);
    expect(container.querySelector('.umj-saisie-date--attente')).toBeNull();
  });

  it('a field rendered once the chunk is there is the Calendar at once (no box)', () => {
    render(<ChampHeure id="heure" label="Heure" value="14:30" onChange={() => undefined} />);
    expect((screen.getByLabelText('Heure') as HTMLInputElement).value).toBe('14:30');
  });
});
