// POST /auth/signup: creates an unconfirmed account (role 'aucun') and mails a code.
import { useMutation } from '@tanstack/react-query';
import type { Inscription } from '@umj/shared/auth';
import { apiFetch } from '../../../lib/api-client.ts';

export const signup = (body: Inscription) => apiFetch<unknown>('/auth/signup', { method: 'POST', body });

export const useSignup = () => useMutation({ mutationFn: signup });
