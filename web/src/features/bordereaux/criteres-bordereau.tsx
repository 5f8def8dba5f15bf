// The criteria of a new bordereau: the office, the requester (of that office) and the period of the
// examinations. Each change goes into the URL (the page reads its criteria from there).
import type { Bureau } from '@umj/shared/bureau';
import type { Requerant } from '@umj/shared/listes';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { dropdownLabel } from '../../lib/dropdown-label.ts';

type Changements = Record<string, string | undefined>;

function ChampDate({
  id,
  libelle,
  valeur,
  onChange,
}: {
  id: string;
  libelle: string;
  valeur: string;
  onChange(v: string): void;
}) {
  return (
    <div className="umj-bordereau-champ">
      <label htmlFor={id}>{libelle}</label>
      <input
        id={id}
        type="date"
        className="p-inputtext p-component"
        value={valeur}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export function CriteresBordereau({
  bureaux,
  bureau,
  requerants,
  requerantId,
  du,
  au,
  onChange,
}: {
  bureaux: readonly Bureau[];
  bureau: Bureau | undefined;
  requerants: { data?: readonly Requerant[]; isLoading: boolean };
  requerantId: string | null;
  du: string;
  au: string;
  onChange(changements: Changements): void;
}) {
  const { t } = useTranslation(['bordereaux']);
  return (
    <div className="umj-bordereau-criteres" role="search" aria-label={t('bordereaux:nouveau.criteres')}>
      <div className="umj-bordereau-champ">
        <label htmlFor="bordereau-bureau">{t('bordereaux:champs.bureau')}</label>
        <Dropdown
          inputId="bordereau-bureau"
          value={bureau?.id ?? null}
          options={bureaux.map((b) => ({ value: b.id, label: b.nom }))}
          optionLabel="label"
          optionValue="value"
          onChange={(e) => onChange({ bureau: e.value as string, requerant: undefined })}
          {...dropdownLabel(t('bordereaux:champs.bureau'))}
        />
      </div>
      <div className="umj-bordereau-champ umj-bordereau-champ--large">
        <label htmlFor="bordereau-requerant">{t('bordereaux:champs.requerant')}</label>
        <Dropdown
          inputId="bordereau-requerant"
          value={requerantId}
          options={(requerants.data ?? []).map((r) => ({ value: r.id, label: r.nom }))}
          optionLabel="label"
          optionValue="value"
          placeholder={t('bordereaux:nouveau.choisirRequerant')}
          filter={(requerants.data?.length ?? 0) > 8}
          loading={requerants.isLoading}
          disabled={!bureau}
          emptyMessage={t('bordereaux:nouveau.aucunRequerant')}
          onChange={(e) => onChange({ requerant: e.value as string })}
          {...dropdownLabel(t('bordereaux:champs.requerant'))}
        />
      </div>
      <ChampDate
        id="bordereau-du"
        libelle={t('bordereaux:champs.du')}
        valeur={du}
        onChange={(v) => onChange({ du: v })}
      />
      <ChampDate
        id="bordereau-au"
        libelle={t('bordereaux:champs.au')}
        valeur={au}
        onChange={(v) => onChange({ au: v })}
      />
    </div>
  );
}
