// Error boundary of the shell (docs/product-rules.md#errors): the spec's three texts and a way to try again.
import { Button } from 'primereact/button';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './errors.css';

function ErrorFallback({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('errors');
  return (
    <main className="umj-error-page" role="alert" aria-labelledby="boundary-title">
      <h1 id="boundary-title">{t('boundary.title')}</h1>
      <p>{t('boundary.subtitle')}</p>
      <p>{t('boundary.hint')}</p>
      <Button type="button" label={t('boundary.retry')} icon="pi pi-refresh" onClick={onRetry} />
    </main>
  );
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Erreur non rattrapée', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
