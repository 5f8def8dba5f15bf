// Which examiner's agenda / hours a screen shows. The secretariat chooses among the active
// examiners of the route's role in the offices selected in the header (one calendar per examiner and
// office: resource views are the paid edition); an examiner sees only itself. The choice is kept in the
// URL (?examinateur=<bureauId>~<examinateurId>) so a reload or a shared link shows the same calendar.
import type { RoleExaminateur } from '@umj/shared/utilisateur';
import { userFlags } from '@umj/shared/utilisateur';
import { Dropdown } from '../../components/selection/dropdown.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { dropdownLabel } from '../../lib/dropdown-label.ts';
import { useSelectedBureaux } from '../../lib/bureaux/use-selected-bureaux.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { examinateursDuBureau, useExaminateursDossiers } from '../references/api/references.ts';

export interface ExaminateurChoisi {
  cle: string;
  bureauId: string;
  bureauNom: string;
  examinateurId: string;
  nomComplet: string;
}

export interface ChoixExaminateur {
  /** The route's examiner kind: /medecin or /psychologue. */
  role: RoleExaminateur;
  options: ExaminateurChoisi[];
  choisi: ExaminateurChoisi | null;
  choisir(cle: string): void;
  /** Several offices are shown: the labels name the office. */
  plusieursBureaux: boolean;
  isPending: boolean;
  error: unknown;
}

export function useChoixExaminateur(): ChoixExaminateur {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const role: RoleExaminateur = pathname.endsWith('/psychologue') ? 'psychologue' : 'medecin';
  const estExaminateur = userFlags(user).isExaminer;
  const selection = useSelectedBureaux();
  // An examiner needs no list (it sees itself only); nothing is asked before the user is known.
  const examinateurs = useExaminateursDossiers(user !== null && !estExaminateur);

  const options = useMemo<ExaminateurChoisi[]>(() => {
    if (!user) return [];
    if (estExaminateur) {
      return selection.bureaux
        .filter((b) => user.bureaux.some((ub) => ub.id === b.id))
        .map((b) => ({
          cle: `${b.id}~${user.id}`,
          bureauId: b.id,
          bureauNom: b.nom,
          examinateurId: user.id,
          nomComplet: user.nomComplet,
        }));
    }
    return selection.bureaux.flatMap((b) =>
      examinateursDuBureau(examinateurs.data, b.id, role)
        .filter((e) => e.actif)
        .map((e) => ({
          cle: `${b.id}~${e.id}`,
          bureauId: b.id,
          bureauNom: b.nom,
          examinateurId: e.id,
          nomComplet: e.nomComplet,
        })),
    );
  }, [user, estExaminateur, selection.bureaux, examinateurs.data, role]);

  const demande = params.get('examinateur');
  const choisi = options.find((o) => o.cle === demande) ?? options[0] ?? null;
  return {
    role,
    options,
    choisi,
    choisir: (cle) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('examinateur', cle);
          return next;
        },
        { replace: true },
      ),
    plusieursBureaux: selection.bureaux.length > 1,
    isPending: !selection.ready || (!estExaminateur && examinateurs.isPending),
    error: selection.error ?? (estExaminateur ? null : examinateurs.error),
  };
}

export function libelleExaminateur(o: ExaminateurChoisi, plusieursBureaux: boolean): string {
  return plusieursBureaux ? `${o.nomComplet} — ${o.bureauNom}` : o.nomComplet;
}

export function SelecteurExaminateur({ choix, id }: { choix: ChoixExaminateur; id: string }) {
  const { t } = useTranslation('agendas');
  if (choix.options.length <= 1 && choix.choisi) {
    return (
      <span className="umj-agenda-examinateur">
        {libelleExaminateur(choix.choisi, choix.plusieursBureaux)}
      </span>
    );
  }
  return (
    <span className="umj-agenda-choix">
      <label htmlFor={id}>{t('examinateur')}</label>
      <Dropdown
        inputId={id}
        value={choix.choisi?.cle ?? null}
        options={choix.options.map((o) => ({
          value: o.cle,
          label: libelleExaminateur(o, choix.plusieursBureaux),
        }))}
        onChange={(e) => choix.choisir(String(e.value))}
        placeholder={t('choisirExaminateur')}
        filter={choix.options.length > 8}
        {...dropdownLabel(t('examinateur'))}
      />
    </span>
  );
}
