// Error body of every API answer that is not a success (issue 3; spec §8).
import { z } from 'zod';

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  /** For a 400: the input field the message is about. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const API_BASE_PATH = '/v1';
