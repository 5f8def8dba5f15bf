// GET /bureaux/{id} (docs/product-rules.md#calls): one office as stored now (read again after a version conflict).
import type { Bureau } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';

export const getBureau = (id: string) => apiFetch<Bureau>(`/bureaux/${encodeURIComponent(id)}`);
