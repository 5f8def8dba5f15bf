// Public account calls of the API (issue 3): sign-up, its confirmation, forgotten password, reset.
import { apiFetch } from '../../lib/api-client.ts';

export interface SignupInput {
  nomComplet: string;
  adresseEmail: string;
  motDePasse: string;
}

export const signup = (body: SignupInput) => apiFetch<unknown>('/auth/signup', { method: 'POST', body });

export const confirmSignup = (body: { adresseEmail: string; code: string }) =>
  apiFetch<unknown>('/auth/confirm-signup', { method: 'POST', body });

export const forgotPassword = (body: { adresseEmail: string }) =>
  apiFetch<unknown>('/auth/forgot-password', { method: 'POST', body });

export const resetPassword = (body: { adresseEmail: string; code: string; nouveauMotDePasse: string }) =>
  apiFetch<unknown>('/auth/reset-password', { method: 'POST', body });
