// Access to the runtime started by the global setup, and direct API calls for test arrangement.
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo-2026!';

export const DEMO_ACCOUNTS = {
  admin: 'admin@umj.example',
  adminArgenteuil: 'admin.argenteuil@umj.example',
  secretariatArgenteuil: 'secretariat.argenteuil@umj.example',
  secretariatParisNord: 'secretariat.parisnord@umj.example',
  externeChartres: 'externe.chartres@umj.example',
  medecinArgenteuil: 'medecin.argenteuil@umj.example',
  medecinParisNord: 'medecin.parisnord@umj.example',
  psychologueArgenteuil: 'psychologue.argenteuil@umj.example',
} as const;

export function appUrl(): string {
  return inject('appUrl');
}

/** The app started once for the whole run (kept as a function for the tests' readability). */
export async function startApp(): Promise<{ url: string; stop(): Promise<void> }> {
  return { url: appUrl(), stop: async () => {} };
}

export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${appUrl()}/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function loginToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api<{ accessToken: string }>('/auth/login', {
    method: 'POST',
    body: { adresseEmail: email, motDePasse: password },
  });
  if (res.status !== 200) throw new Error(`Connexion impossible pour ${email}: ${res.status}`);
  return res.body.accessToken;
}
