// POST /auth/forgot-password (issue 3): mails a reset code to the address.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const forgotPassword = (body: { adresseEmail: string }) =>
  apiFetch<unknown>('/auth/forgot-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
