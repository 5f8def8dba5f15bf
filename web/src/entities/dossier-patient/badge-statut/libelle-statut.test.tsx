// Status names and the two texts of the status change in the interface language
// (docs/product-rules.md#statuses): French verbatim from shared/, every other language its own words;
// the status buttons and the badge show them.
import { act, render, screen } from '@testing-library/react';
import { MESSAGE_CONFIRMATION_REQUISITION, MESSAGE_DOSSIER_INCOMPLET } from '@umj/shared/dossier-patient';
import { STATUT_EXAMINE_OU_RAPPORT, STATUTS_DOSSIER } from '@umj/shared/statuts-dossier';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { LANGUAGES } from '../../../i18n/index.ts';
import { BoutonsStatut } from '../formulaire/boutons-statut.tsx';
import { BadgeStatut } from './badge-statut.tsx';
import { libelleStatut } from './libelle-statut.ts';

const IDS = [...STATUTS_DOSSIER.map((s) => s.id), STATUT_EXAMINE_OU_RAPPORT.id];

afterEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
});

describe('statuses in the interface language', () => {
  it('French: each status keeps its shared/ name verbatim, and the two status-change texts too', () => {
    const t = i18n.getFixedT('fr');
    expect(IDS.map((id) => libelleStatut(t, id))).toEqual([
      ...STATUTS_DOSSIER.map((s) => s.nom),
      STATUT_EXAMINE_OU_RAPPORT.nom,
    ]);
    expect(t('dossiers-patients:dialogueStatut.incomplet')).toBe(MESSAGE_DOSSIER_INCOMPLET);
    expect(t('dossiers-patients:dialogueStatut.confirmationRequisition')).toBe(
      MESSAGE_CONFIRMATION_REQUISITION,
    );
  });

  it('every other language translates every status name and both texts (never the French, never a key)', async () => {
    for (const language of LANGUAGES.filter((l) => l !== 'fr')) {
      await i18n.loadLanguages(language);
      const t = i18n.getFixedT(language);
      for (const id of IDS) {
        const libelle = libelleStatut(t, id);
        expect(libelle, `${language} ${id}`).not.toBe(libelleStatut(i18n.getFixedT('fr'), id));
        expect(libelle, `${language} ${id}`).not.toMatch(/statut\./);
      }
      for (const cle of ['incomplet', 'confirmationRequisition']) {
        const texte = t(`dossiers-patients:dialogueStatut.${cle}`);
        expect(texte, `${language} ${cle}`).not.toBe(
          i18n.getFixedT('fr')(`dossiers-patients:dialogueStatut.${cle}`),
        );
        expect(texte, `${language} ${cle}`).not.toMatch(/dialogueStatut/);
      }
    }
  });

  it('an unknown status id is shown as its number', () => {
    expect(libelleStatut(i18n.getFixedT('fr'), 77)).toBe('77');
  });

  it('the badge and the status buttons show the name in Arabic and in English', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { rerender } = render(<BadgeStatut statut={50} />);
    expect(screen.getByText('تم اعتماد التقرير')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    rerender(<BoutonsStatut statutActuel={10} desactives={false} onStatut={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Appointment booked' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Report approved' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'RDV pris' })).toBeNull();
  });
});
