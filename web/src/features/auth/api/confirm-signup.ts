// POST /auth/confirm-signup: the e-mail address and the code received by e-mail.
import { useMutation } from '@tanstack/react-query';
import type { ConfirmationInscription } from '@umj/shared/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export const confirmSignup = (body: ConfirmationInscription) =>
  apiFetch<unknown>('/auth/confirm-signup', { method: 'POST', body });

export const useConfirmSignup = () => useMutation({ mutationFn: confirmSignup });
