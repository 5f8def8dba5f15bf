import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_CONFIRM_TAG, confirmConfigurationUpdate } from './confirm-configuration-update.ts';

describe('configuration confirmation dialog (calls)', () => {
  it.each([
    ['Annuler', false],
    ['Continuer', true],
  ])(
    'calls: says configurations must be correct and asks to continue; %s answers %s',
    async (button, expected) => {
      render(<ConfirmDialog tagKey={CONFIGURATION_CONFIRM_TAG} />);

      let answer: Promise<boolean> = Promise.resolve(!expected);
      act(() => {
        answer = confirmConfigurationUpdate();
      });

      expect(
        await screen.findByText(
          "Les configurations doivent être correctes pour que l'application fonctionne. Voulez-vous continuer ?",
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: button }));
      await expect(answer).resolves.toBe(expected);
    },
  );
});
