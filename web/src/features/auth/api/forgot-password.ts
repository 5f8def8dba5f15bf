// POST /auth/forgot-password: mails a reset code to the address.
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@umj/shared/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export const forgotPassword = (body: ForgotPasswordInput) =>
  apiFetch<unknown>('/auth/forgot-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
