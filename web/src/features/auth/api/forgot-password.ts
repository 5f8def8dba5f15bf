// POST /auth/forgot-password: mails a reset code to the address.
import { useMutation } from '@tanstack/react-query';
import type { MotDePasseOublie } from '@umj/shared/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export const forgotPassword = (body: MotDePasseOublie) =>
  apiFetch<unknown>('/auth/forgot-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
