import { describe, expect, it } from 'vitest';
import { mailFailure, mailFailureKind, mailFailureLine } from '../../src/messaging/mail-failure';

const smtpError = (code: string | undefined, responseCode?: number) =>
  Object.assign(new Error('failed'), { code, responseCode });

describe('a failed delivery', () => {
  it.each([
    ['ECONNECTION', undefined, 'unreachable'],
    ['ESOCKET', undefined, 'unreachable'],
    ['EDNS', undefined, 'unreachable'],
    ['ETIMEDOUT', undefined, 'timeout'],
    ['ETLS', undefined, 'tls'],
    ['EAUTH', 535, 'auth'],
    ['EENVELOPE', 550, 'refused'],
    ['EMESSAGE', 451, 'refused'],
    [undefined, 554, 'refused'],
    ['EPROTOCOL', undefined, 'other'],
    [undefined, undefined, 'other'],
  ])('%s (%s) is %s', (code, responseCode, kind) => {
    expect(mailFailureKind(smtpError(code, responseCode))).toBe(kind);
  });

  it('names the recipient’s domain only, the attempt, the next try and the error, on one line', () => {
    const failure = mailFailure(
      'Mary-Jane@School.ORG',
      2,
      '2026-11-25T10:01:00.000Z',
      smtpError('EENVELOPE', 550),
    );
    expect(failure).toEqual({
      domain: 'school.org',
      attempt: 2,
      next_try: '2026-11-25T10:01:00.000Z',
      kind: 'refused',
      error: 'failed',
    });
    expect(mailFailureLine(failure)).toBe(
      'mail to @school.org failed (attempt 2, next try 2026-11-25T10:01:00.000Z, refused): failed',
    );
  });
});
