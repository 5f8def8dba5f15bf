// JSON body parsing and validation of body, path and query with the shared zod schemas: the first
// problem becomes a 400 with its French message and the field it is about; a body key the schema does
// not declare is a 400 « Champ inconnu : … ».
import type { APIGatewayProxyEvent } from 'aws-lambda';
import * as z from 'zod';
import fr from 'zod/v4/locales/fr.js';
import { ValidationError } from '../../../errors.ts';
import type { ApiMiddleware } from '../request-state.ts';
import { problemeDEntree } from '../input-limits.ts';

export interface InputSchemas {
  body?: z.ZodType;
  path?: z.ZodType;
  query?: z.ZodType;
}

// (fuzzing of the write routes): a schema part without its own message (a wrong type, an
// object expected) answered zod's English default, e.g. « Invalid input: expected string, received
// number ». zod's French locale words every default message in French, for every schema of the server.
z.config(fr());
// (The one locale imported alone: the whole `z.locales` would weigh on every Lambda bundle.)

function parseJsonBody(event: APIGatewayProxyEvent): unknown {
  if (event.body == null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError('Le corps de la requête doit être du JSON valide', 'body');
  }
}

function validate(schema: z.ZodType | undefined, value: unknown, missingField: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : missingField;
  throw new ValidationError(issue.message, field);
}

export function parseInput(schemas: InputSchemas): ApiMiddleware {
  return {
    before: (request) => {
      const state = request.context.umj;
      const { event } = request;
      state.path = validate(schemas.path, event.pathParameters ?? {}, 'path');
      state.query = validate(schemas.query, event.queryStringParameters ?? {}, 'query');
      if (!schemas.body) return;
      const body = parseJsonBody(event);
      if (body === undefined) throw new ValidationError('Le corps de la requête est vide', 'body');
      // (input limits): a key no schema object declares is refused, never silently dropped;
      // a string or list the schema leaves unbounded has the default maximum. Checked first, so that
      // every route answers the same « Champ inconnu : … » naming the field.
      const probleme = problemeDEntree(schemas.body, body);
      if (probleme) throw new ValidationError(probleme.message, probleme.field);
      state.body = validate(schemas.body, body, 'body');
    },
  };
}
