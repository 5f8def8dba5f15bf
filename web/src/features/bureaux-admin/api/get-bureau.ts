// GET /bureaux/{id} (spec §7): one office as stored now (read again after a version conflict).
import type { Bureau } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';

export const getBureau = (id: string) => apiFetch<Bureau>(`/bureaux/${encodeURIComponent(id)}`);
