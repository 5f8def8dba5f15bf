// The card a public account page shows once its call succeeded: the success message and what comes next.
import type { ReactNode } from 'react';
import { FormAlert } from '../../lib/forms/form-alert.tsx';
import { AuthCard } from './auth-card.tsx';

export function AuthDone({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <AuthCard title={title}>
      <FormAlert severity="success" text={text} />
      {children}
    </AuthCard>
  );
}
