import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageLoader } from '../layout/page-loader.tsx';
import { EmptyListButton } from './empty-list-button.tsx';

describe('empty and loading states of the shell', () => {
  it('product: the notifications list opens from its button and says there is nothing (placeholder list)', async () => {
    render(<EmptyListButton icon="pi pi-bell" title="Notifications" emptyText="Aucune notification" />);

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));

    expect(await screen.findByText('Aucune notification')).toBeTruthy();
    expect(screen.getByText('Notifications', { selector: 'h3' })).toBeTruthy();
  });

  it('the page loader is announced as a status with a French text', () => {
    render(<PageLoader />);

    expect(screen.getByRole('status').textContent).toBe('Chargement…');
  });
});
