// The criteria of a new bordereau: the office, the requester (of that office) and the period of the
// examinations. Each change goes into the URL (the page reads its criteria from there).
import type { Bureau } from '@umj/shared/bureau';
import type { Requerant } from '@umj/shared/listes';
import { useTranslation } from 'react-i18next';
import { ChampListe } from '../../components/champ/champ.tsx';
import { ChampDate } from '../../components/champ-date/champ-date.tsx';

type Changements = Record<string, string | undefined>;

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
      <ChampListe
        id="bordereau-bureau"
        label={t('bordereaux:champs.bureau')}
        className="umj-bordereau-champ"
        nomAccessible
        value={bureau?.id ?? null}
        options={bureaux.map((b) => ({ value: b.id, label: b.nom }))}
        onChange={(e) => onChange({ bureau: e.value as string, requerant: undefined })}
      />
      <ChampListe
        id="bordereau-requerant"
        label={t('bordereaux:champs.requerant')}
        className="umj-bordereau-champ umj-bordereau-champ--large"
        nomAccessible
        value={requerantId}
        options={(requerants.data ?? []).map((r) => ({ value: r.id, label: r.nom }))}
        placeholder={t('bordereaux:nouveau.choisirRequerant')}
        filter={(requerants.data?.length ?? 0) > 8}
        loading={requerants.isLoading}
        disabled={!bureau}
        emptyMessage={t('bordereaux:nouveau.aucunRequerant')}
        onChange={(e) => onChange({ requerant: e.value as string })}
      />
      {(['du', 'au'] as const).map((borne) => (
        <ChampDate
          key={borne}
          id={`bordereau-${borne}`}
          label={t(`bordereaux:champs.${borne}`)}
          className="umj-bordereau-champ"
          value={borne === 'du' ? du : au}
          onChange={(v) => onChange({ [borne]: v ?? '' })}
        />
      ))}
    </div>
  );
}
