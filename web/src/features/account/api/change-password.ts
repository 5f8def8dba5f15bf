// POST /auth/change-password: the current password and the new one.
import { useMutation } from '@tanstack/react-query';
import type { ChangementMotDePasse } from '@umj/shared/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export const changePassword = (body: ChangementMotDePasse) =>
  apiFetch<unknown>('/auth/change-password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
