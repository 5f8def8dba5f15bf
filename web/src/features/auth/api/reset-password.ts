// POST /auth/reset-password: the address, the mailed code and the new password.
import { useMutation } from '@tanstack/react-query';
import type { ReinitialisationMotDePasse } from '@umj/shared/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export const resetPassword = (body: ReinitialisationMotDePasse) =>
  apiFetch<unknown>('/auth/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
