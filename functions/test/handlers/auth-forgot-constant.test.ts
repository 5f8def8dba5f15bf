// (Authentication abuse: "`forgot-password` answers faster for unknown e-mails (the mail is sent
// before answering): answer in constant time"). Behaviour, not timing: an unknown address costs the same
// work as a known one (a code and its HMAC), and the answer does not depend on the mail send (a failed
// send is the same 202, logged). Against DynamoDB Local; the code HMAC and the mail adapter are observed.
import '../helpers/test-env.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCode } from '../../src/data/codes.ts';
import { handler as forgotPassword } from '../../src/handlers/auth/forgot-password.ts';
import { sendMail } from '../../src/lib/adapters/mail.ts';
import { hashCode } from '../../src/lib/auth/one-time-code.ts';
import { call } from '../helpers/events.ts';
import { mailsTo, signedIn } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

vi.mock('../../src/lib/auth/one-time-code.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/auth/one-time-code.ts')>();
  return { ...original, hashCode: vi.fn(original.hashCode) };
});
vi.mock('../../src/lib/adapters/mail.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/adapters/mail.ts')>();
  return { ...original, sendMail: vi.fn(original.sendMail) };
});

useFreshTable('auth-forgot');

afterEach(() => {
  vi.mocked(hashCode).mockClear();
  vi.mocked(sendMail).mockClear();
});

const forgot = (adresseEmail: string) => call(forgotPassword, { method: 'POST', body: { adresseEmail } });
const ANSWER = {
  message: 'Si un compte correspond à cette adresse, un code de réinitialisation vient de lui être envoyé.',
};

describe('POST /auth/forgot-password in constant time', () => {
  it('an unknown address costs the same code HMAC as an account; same 202 and body for both', async () => {
    const { user } = await signedIn('medecin');
    const known = await forgot(user.adresseEmail);
    expect(vi.mocked(hashCode)).toHaveBeenCalledTimes(1);
    vi.mocked(hashCode).mockClear();
    const unknown = await forgot(`inconnu.${Date.now()}@test.umj.example`);
    expect(vi.mocked(hashCode)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(hashCode).mock.calls[0]![1]).toBe('reinitialisation');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual(ANSWER);
    expect(vi.mocked(sendMail)).toHaveBeenCalledTimes(1);
  });

  it('the answer does not depend on the mail send: a failed send is the same 202 (the code stays valid)', async () => {
    const { user } = await signedIn('secretariat');
    vi.mocked(sendMail).mockRejectedValueOnce(new Error('SES indisponible'));
    const res = await forgot(user.adresseEmail);
    expect(res.statusCode).toBe(202);
    expect(res.body).toEqual(ANSWER);
    expect(vi.mocked(sendMail)).toHaveBeenCalledTimes(1);
    expect(await mailsTo(user.adresseEmail)).toHaveLength(0);
    expect(await getCode(user.id, 'reinitialisation')).toMatchObject({ tentatives: 0 });
  });
});
