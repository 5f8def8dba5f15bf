// One Idempotency-Key per submission of a form (docs/data-model.md#idempotency-records): the API client
// asks for a key when it sends a POST; the key is generated then (the user's submission), and given
// again to the same POST (same path and body) while that submission has no final answer: a react-query
// retry, or the user pressing « Réessayer » after a network error, a 5xx, a 429 or a 409 (e.g. the
// first request still running), sends the same key, and the server answers the first answer instead of
// creating twice. Any other answer (a success, a refusal such as a 400) ends the submission: the next
// one, even with the same content, gets a new key.

/** Pending submissions: "path body" -> the key of its first attempt. */
const pending = new Map<string, string>();

export interface Submission {
  key: string;
  /** Called with the answer's status (undefined: no answer, the request failed on the network). */
  settle(status: number | undefined): void;
}

/** Whether an answer leaves the submission to be tried again with its key. */
function mayBeRetried(status: number | undefined): boolean {
  return status === undefined || status >= 500 || status === 429 || status === 409;
}

/** The key of a POST of `path` with `body`: the pending submission's, else a new one. */
export function beginSubmission(path: string, body: unknown): Submission {
  const signature = `${path} ${JSON.stringify(body)}`;
  const key = pending.get(signature) ?? crypto.randomUUID();
  pending.set(signature, key);
  return {
    key,
    settle: (status) => {
      if (!mayBeRetried(status) && pending.get(signature) === key) pending.delete(signature);
    },
  };
}
