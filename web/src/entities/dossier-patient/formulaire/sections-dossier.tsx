// The sections of the patient-file form (champs-dossier.ts), each field drawn by the generic field
// frame and input of components/edit-dialog (id `dossier-<field>`, its message linked for screen
// readers), then what the server sets on a stored file (status dates, bordereau), read-only.
import { formatInstantParis } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { useTranslation } from 'react-i18next';
import { FieldControl } from '../../../components/edit-dialog/field-control.tsx';
import { FieldFrame } from '../../../lib/forms/field-frame.tsx';
import { champsDossier, SECTIONS_DOSSIER, type ContexteChamps } from './champs-dossier.ts';
import type { ChampDossier } from './valeurs-dossier.ts';

export interface SectionsDossierProps extends Omit<ContexteChamps, 't'> {
  erreurs: Partial<Record<ChampDossier, string>>;
  /** Fields required at the status the rules are checked at (the mark only). */
  requis: ReadonlySet<ChampDossier>;
  /** What the server sets on a stored file (status dates, billing), shown read-only. */
  serveur?: Pick<
    DossierPatientStocke,
    'dateRdvPris' | 'dateArrivé' | 'dateAnnulé' | 'dateModification' | 'bordereauNumero'
  >;
}

function DatesServeur({ serveur }: { serveur: NonNullable<SectionsDossierProps['serveur']> }) {
  const { t } = useTranslation('dossiers-patients');
  return (
    <dl className="umj-dossier-serveur">
      {(['dateRdvPris', 'dateArrivé', 'dateAnnulé', 'dateModification'] as const).map((c) => (
        <div key={c}>
          <dt>{t(`champs.${c}`)}</dt>
          <dd>{serveur[c] ? formatInstantParis(new Date(serveur[c])) : '—'}</dd>
        </div>
      ))}
      <div>
        <dt>{t('champs.bordereauNumero')}</dt>
        <dd>{serveur.bordereauNumero ?? '—'}</dd>
      </div>
    </dl>
  );
}

export function SectionsDossier({ erreurs, requis, serveur, ...contexte }: SectionsDossierProps) {
  const { t } = useTranslation(['dossiers-patients', 'common']);
  const champs = champsDossier({ ...contexte, t });
  return (
    <div className="umj-dossier-sections">
      {SECTIONS_DOSSIER.map(([section, noms]) => (
        <fieldset className="umj-dossier-section" key={section}>
          <legend>{t(`dossiers-patients:sections.${section}`)}</legend>
          <div className="umj-dossier-grille">
            {noms.map((nom) => {
              const champ = champs[nom];
              const id = `dossier-${nom}`;
              const label = t(`dossiers-patients:champs.${nom}`);
              const classes = [
                'umj-dossier-champ',
                champ.enLigne ? 'umj-dossier-champ--en-ligne' : '',
                champ.large ? 'umj-dossier-champ--large' : '',
              ];
              return (
                <FieldFrame
                  key={nom}
                  id={id}
                  name={nom}
                  label={label}
                  required={requis.has(nom)}
                  hint={champ.hint}
                  error={erreurs[nom]}
                  className={classes.filter(Boolean).join(' ')}
                >
                  {(aria) => (
                    <FieldControl
                      field={champ.kind}
                      id={id}
                      label={label}
                      value={champ.value}
                      onChange={champ.onChange}
                      invalid={aria.invalid}
                      disabled={champ.disabled}
                      describedBy={aria.describedBy}
                    />
                  )}
                </FieldFrame>
              );
            })}
            {section === 'dates' && serveur && <DatesServeur serveur={serveur} />}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
