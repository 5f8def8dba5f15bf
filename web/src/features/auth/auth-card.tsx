// The frame of the sign-in pages: a titled card over the signed-out layout's background.
import type { ReactNode } from 'react';
import './auth.css';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="umj-auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {intro && <p className="umj-auth-intro">{intro}</p>}
      {children}
    </section>
  );
}
