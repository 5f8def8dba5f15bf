// /sample/page-N (docs/product-rules.md#screens): a short page saying which roles may open it, read from the
// route table (no dashboards or template content).
import { matchRoute, rolesForAccess } from '@umj/shared/routes';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

export default function SamplePage() {
  // Role names are translated in the account namespace (also used by My account).
  const { t } = useTranslation(['shell', 'account']);
  const roleLabel = (role: string) => t(`account:roles.${role}`);
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const roles = route ? rolesForAccess(route.access) : undefined;
  const number = pathname.split('-').pop();
  return (
    <section className="umj-card umj-sample">
      <h1>{t('samples.title', { number })}</h1>
      <p>{t('samples.intro')}</p>
      {roles && roles.length > 0 ? (
        <>
          <p>{t('samples.allowedRoles')}</p>
          <ul>
            {roles.map((role) => (
              <li key={role}>{roleLabel(role)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('samples.everyone')}</p>
      )}
    </section>
  );
}
