// Common frame of the error pages: a large code or icon, the spec's title, a message and a way out.
import type { ReactNode } from 'react';
import './errors.css';

export function ErrorFrame({ code, title, children }: { code: string; title: string; children?: ReactNode }) {
  return (
    <section className="umj-error-page" aria-labelledby="error-title">
      <p className="umj-error-code" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title">{title}</h1>
      {children}
    </section>
  );
}
