// The schema of the API's error body (api-error.ts), for whoever checks a body at run time.
import * as z from 'zod';
import type { ApiErrorBody } from './api-error.ts';

export const apiErrorSchema: z.ZodType<ApiErrorBody> = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  field: z.string().optional(),
  code: z.string().optional(),
});
