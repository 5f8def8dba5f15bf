// GET /bureaux (docs/product-rules.md#calls): the offices visible to the caller (docs/product-rules.md#access), 200.
import { visibleBureaux } from '@umj/shared/bureau';
import { listerBureaux } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { sessionBureaux } from '../../lib/auth/office-scope.ts';
import { toBureauResponse } from './bureau-view.ts';

export const handler = apiHandler({ name: 'bureaux/list-bureaux' }, async ({ session }) => {
  const visibles = visibleBureaux(
    { role: session.role, bureaux: sessionBureaux(session) },
    await listerBureaux(),
  );
  return { body: await Promise.all(visibles.map(toBureauResponse)) };
});
