// /acceuil (docs/product-rules.md#screens): what the service is, for staff and partners, with the sign-in entry.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './public.css';

const MISSIONS = ['victimes', 'gardeAVue', 'requisitions', 'suivi'] as const;
const AUDIENCES = ['personnel', 'partenaires'] as const;

export default function AcceuilPage() {
  const { t } = useTranslation('public');
  return (
    <section className="umj-public" aria-labelledby="acceuil-title">
      <header className="umj-public-hero">
        <h1 id="acceuil-title">{t('acceuil.title')}</h1>
        <p>{t('acceuil.lead')}</p>
        <div className="umj-public-actions">
          <Link to="/signin" className="p-button p-component">
            {t('acceuil.signin')}
          </Link>
          <Link to="/aide-aux-victimes" className="p-button p-button-outlined p-component">
            {t('acceuil.victimHelp')}
          </Link>
        </div>
      </header>
      <section aria-labelledby="missions-title">
        <h2 id="missions-title">{t('acceuil.missions.title')}</h2>
        <ul>
          {MISSIONS.map((key) => (
            <li key={key}>{t(`acceuil.missions.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="audiences-title">
        <h2 id="audiences-title">{t('acceuil.audiences.title')}</h2>
        {AUDIENCES.map((key) => (
          <article key={key}>
            <h3>{t(`acceuil.audiences.${key}.title`)}</h3>
            <p>{t(`acceuil.audiences.${key}.text`)}</p>
          </article>
        ))}
      </section>
      <p className="umj-hint">{t('acceuil.accountHint')}</p>
      <p>
        <Link to="/signup">{t('acceuil.signup')}</Link>
      </p>
    </section>
  );
}
