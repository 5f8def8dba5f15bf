// /configuration/reglages (docs/product-rules.md#screens; docs/product-rules.md#entities Settings and Period; docs/product-rules.md#settings messages): the settings form,
// then the Periods section. Both edit configuration entries (réglages, périodesDeTemps). The Periods
// section, a list below the form, comes after the first screen (lib/premier-affichage/README.md): the
// list's code is not in the settings' first route.
import { Suspense } from 'react';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCanEditConfiguration } from '../configuration-screen.ts';
import { useConfigurationEntry } from '../use-configuration-list.ts';
import { composantDiffere } from '../../../lib/premier-affichage/differe.tsx';
import { ReglagesForm } from './reglages-form.tsx';
import './reglages.css';

const PeriodesSection = composantDiffere(() =>
  import('./periodes-section.tsx').then((m) => m.PeriodesSection),
);

export default function ReglagesPage() {
  const { t } = useTranslation('configuration');
  const canEdit = useCanEditConfiguration('réglages');
  const { value, version, query } = useConfigurationEntry('réglages');

  return (
    <div className="umj-reglages">
      <section className="umj-reglages__section" aria-labelledby="reglages-titre">
        <h1 id="reglages-titre">{t('reglages.titre')}</h1>
        {!canEdit && <Message severity="info" text={t('lectureSeule')} />}
        {query.isError ? (
          <Message severity="error" text={errorMessage(query.error)} />
        ) : value ? (
          // Mounted once the value is there: the form reads it once, so a refetch never resets the typing.
          <ReglagesForm reglages={value} version={version} canEdit={canEdit} />
        ) : (
          <ProgressSpinner aria-label={t('chargement')} style={{ width: '2.5rem', height: '2.5rem' }} />
        )}
      </section>
      <Suspense fallback={null}>
        <PeriodesSection />
      </Suspense>
    </div>
  );
}
