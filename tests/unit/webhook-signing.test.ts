/**
 * Signatures as the Standard Webhooks specification defines them: the specification's published test
 * vector, and a delivery's headers checked by an implementation written here from the specification
 * (HMAC-SHA256 over `id.timestamp.body` with the base64-decoded secret), not by the library that signs.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isWebhookSecret,
  newMessageId,
  newWebhookSecret,
  sealWebhookSecret,
  signWebhook,
  unsealWebhookSecret,
} from '#app/.server/webhooks/signing.ts';

/** The specification's own verification, from its text. */
function verify(secret: string, headers: Record<string, string>, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  const expected = createHmac('sha256', key).update(signed).digest();
  return (headers['webhook-signature'] ?? '').split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

describe('webhook signatures', () => {
  it('match the specification test vector', () => {
    const headers = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('verify with an independent implementation, and fail for another body, id, time or secret', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({
      type: 'contact.created',
      timestamp: '2026-11-26T10:00:00.000Z',
      data: { name: 'Ada' },
    });
    const headers = signWebhook(secret, newMessageId(), new Date(), body);
    expect(verify(secret, { ...headers }, body)).toBe(true);
    expect(verify(secret, { ...headers }, body.replace('Ada', 'Eve'))).toBe(false);
    expect(verify(secret, { ...headers, 'webhook-id': newMessageId() }, body)).toBe(false);
    expect(
      verify(secret, { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) + 1) }, body),
    ).toBe(false);
    expect(verify(newWebhookSecret(), { ...headers }, body)).toBe(false);
  });

  it('makes secrets the specification libraries read (whsec_ + base64 of 32 random bytes), each different', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(isWebhookSecret(secret)).toBe(true);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(newMessageId()).toMatch(/^msg_[0-9a-f]{32}$/);
  });

  it('keeps a secret sealed under SESSION_SECRET: it opens with the same secret only', () => {
    const config = { sessionSecret: 'a'.repeat(48) };
    const secret = newWebhookSecret();
    const sealed = sealWebhookSecret(config, secret);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(unsealWebhookSecret(config, sealed)).toBe(secret);
    expect(unsealWebhookSecret({ sessionSecret: 'b'.repeat(48) }, sealed)).toBeNull();
    expect(unsealWebhookSecret(config, `${sealed}x`)).toBeNull();
  });
});
