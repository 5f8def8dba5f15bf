// One office's duty grid (grille-dv-page.tsx draws one per selected office): its days as columns under
// their public and school holidays, its zones × slots as rows, a CelluleDv per slot-day. Memoised: the
// page re-renders at each state of its queries and dialog, the grid only when its data, texts or
// busy state change (its callbacks are stable, lib/use-rappel-stable.ts); a week's grid is hundreds of
// cells (docs/architecture.md#main-thread-work-of-the-screens).
import type { Jour } from '@umj/shared/dates';
import type {
  CelluleGrilleDv,
  ConflitGrille,
  DisponibiliteDvVue,
  GrilleDv,
  LigneGrilleDv,
} from '@umj/shared/disponibilites-dv-api';
import { periodesMarquantLeJour, type Periode } from '@umj/shared/periodes';
import { memo } from 'react';
import { CelluleDv, type TextesGrille } from './cellule-dv.tsx';
import { horaireCreneau } from './horaire-creneau.ts';

const JOUR_MS = 86_400_000;

interface Props {
  grille: GrilleDv;
  nomBureau: string;
  mode: 'examinateur' | 'secretariat';
  /** The conflicts of the shown offices by `créneauId#jour`. */
  conflits: ReadonlyMap<string, readonly ConflitGrille[]>;
  textes: TextesGrille;
  formatJour: Intl.DateTimeFormat;
  aujourdhui: Jour;
  periodes: readonly Periode[];
  occupe: boolean;
  texteConflit(c: ConflitGrille): string;
  peutConfirmer(grille: GrilleDv, ligne: LigneGrilleDv, cellule: CelluleGrilleDv): boolean;
  onChoix(grille: GrilleDv, ligne: LigneGrilleDv, d: DisponibiliteDvVue, jour: Jour): void;
  onConfirmer(grille: GrilleDv, ligne: LigneGrilleDv, cellule: CelluleGrilleDv): void;
}

export const TableauDv = memo(function TableauDv({
  grille,
  nomBureau,
  mode,
  conflits,
  textes,
  formatJour,
  aujourdhui,
  periodes,
  occupe,
  texteConflit,
  peutConfirmer,
  onChoix,
  onConfirmer,
}: Props) {
  const { t } = textes;
  const jourTexte = new Map(grille.jours.map((jour) => [jour, formatJour.format(new Date(jour * JOUR_MS))]));
  return (
    <table className={`umj-dv__table${grille.jours.length === 1 ? ' umj-dv__table--jour' : ''}`}>
      <caption className="umj-dv__legende-table">{t('legendeTable', { bureau: nomBureau })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('zoneCreneau')}</th>
          {grille.jours.map((jour) => (
            <th key={jour} scope="col" className={jour === aujourdhui ? 'umj-dv__aujourdhui' : undefined}>
              <span>{jourTexte.get(jour)}</span>
              {periodesMarquantLeJour(periodes, jour).map((p) => (
                <span
                  key={p.id}
                  className={`umj-dv__periode umj-dv__periode--${p.type === 'Jour Férié' ? 'ferie' : 'vacances'}`}
                >
                  <i className={p.type === 'Jour Férié' ? 'pi pi-flag' : 'pi pi-sun'} aria-hidden="true" />{' '}
                  {t(p.type === 'Jour Férié' ? 'ferie' : 'vacances', { nom: p.nom })}
                </span>
              ))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grille.lignes.map((ligne) => (
          <tr key={ligne.creneau.id}>
            <th scope="row">
              <span className="umj-dv__zone">{ligne.zone.nom}</span>{' '}
              <span className="umj-dv__creneau">{ligne.creneau.nom}</span>
              <span className="umj-dv__horaire">{horaireCreneau(ligne.creneau)}</span>
            </th>
            {ligne.cellules.map((cellule) => (
              <CelluleDv
                key={cellule.jour}
                cellule={cellule}
                libelle={`${ligne.zone.nom} ${ligne.creneau.nom} ${jourTexte.get(cellule.jour)}`}
                conflits={conflits.get(`${ligne.creneau.id}#${cellule.jour}`) ?? []}
                texteConflit={texteConflit}
                mode={mode}
                peutConfirmer={mode === 'secretariat' && peutConfirmer(grille, ligne, cellule)}
                occupe={occupe}
                onChoix={(d, jour) => onChoix(grille, ligne, d, jour)}
                onConfirmer={() => onConfirmer(grille, ligne, cellule)}
                textes={textes}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
