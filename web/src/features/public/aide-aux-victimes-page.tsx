// /aide-aux-victimes: practical help for victims, in plain French for the public: what a
// medico-legal examination is, how to get a requisition, what to bring, who to call.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './public.css';

const STEPS = ['plainte', 'requisition', 'rendezVous'] as const;
const TO_BRING = [
  'identite',
  'requisition',
  'certificats',
  'imagerie',
  'traitements',
  'vetements',
  'accompagnant',
] as const;
/** Public French numbers (free of charge): checked against service-public.fr and the services themselves. */
const NUMBERS = [
  { key: 'police', number: '17' },
  { key: 'urgence', number: '112' },
  { key: 'samu', number: '15' },
  { key: 'sms', number: '114' },
  { key: 'violencesFemmes', number: '3919' },
  { key: 'enfance', number: '119' },
  { key: 'franceVictimes', number: '116 006' },
] as const;

export default function AideAuxVictimesPage() {
  const { t } = useTranslation('public');
  return (
    <section className="umj-public" aria-labelledby="victimes-title">
      <h1 id="victimes-title">{t('victimes.title')}</h1>
      <p className="umj-public-lead">{t('victimes.lead')}</p>

      <aside className="umj-public-urgent" role="note" aria-label={t('victimes.urgent.label')}>
        <strong>{t('victimes.urgent.text')}</strong>
      </aside>

      <section aria-labelledby="examen-title">
        <h2 id="examen-title">{t('victimes.examen.title')}</h2>
        <p>{t('victimes.examen.what')}</p>
        <p>{t('victimes.examen.itt')}</p>
        <p>{t('victimes.examen.consent')}</p>
      </section>

      <section aria-labelledby="requisition-title">
        <h2 id="requisition-title">{t('victimes.requisition.title')}</h2>
        <p>{t('victimes.requisition.intro')}</p>
        <ol>
          {STEPS.map((key) => (
            <li key={key}>{t(`victimes.requisition.steps.${key}`)}</li>
          ))}
        </ol>
        <p>{t('victimes.requisition.soins')}</p>
      </section>

      <section aria-labelledby="apporter-title">
        <h2 id="apporter-title">{t('victimes.apporter.title')}</h2>
        <ul>
          {TO_BRING.map((key) => (
            <li key={key}>{t(`victimes.apporter.items.${key}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="appeler-title">
        <h2 id="appeler-title">{t('victimes.appeler.title')}</h2>
        <dl className="umj-public-numbers">
          {NUMBERS.map(({ key, number }) => (
            <div key={key}>
              <dt>
                {/* dir=ltr: '116 006' must not be reordered in Arabic. */}
                <a href={`tel:${number.replace(/\s/g, '')}`} dir="ltr">
                  {number}
                </a>
              </dt>
              <dd>{t(`victimes.appeler.numbers.${key}`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <p>
        <Link to="/acceuil">{t('victimes.back')}</Link>
      </p>
    </section>
  );
}
