import { describe, expect, it } from 'vitest';
import { BodyError, peekFormField, readTextBody } from '#app/.server/infrastructure/request-body.ts';

const post = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('http://site.test/industries/insurance', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('peekFormField (a page built from blocks telling its forms apart)', () => {
  it('reads the field and hands on a request that still holds the whole body', async () => {
    const body = 'block=contact-form&name=Grace&message=Hello';
    const { value, request } = await peekFormField(post(body), 'block', 1024);
    expect(value).toBe('contact-form');
    expect(await readTextBody(request, 1024)).toBe(body);
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('finds a field placed first in a post larger than it reads, and the copy is still the whole post', async () => {
    const body = `block=project-request-form&processes=${'x'.repeat(70_000)}`;
    const { value, request } = await peekFormField(post(body), 'block', 64 * 1024);
    expect(value).toBe('project-request-form');
    // The form's own code then refuses it with its own limit and message.
    await expect(readTextBody(request, 64 * 1024)).rejects.toMatchObject({ status: 413 });
    const again = await peekFormField(post(body), 'block', 64 * 1024);
    expect((await readTextBody(again.request, 100_000)).length).toBe(body.length);
  });

  it('does not trust a field cut short, nor find one past what it reads', async () => {
    const cut = await peekFormField(post(`name=${'x'.repeat(2000)}&block=contact-form`), 'block', 1024);
    expect(cut.value).toBeNull();
    const none = await peekFormField(post('name=Grace'), 'block', 1024);
    expect(none.value).toBeNull();
  });

  it('refuses any other content type with 415', async () => {
    const refused = peekFormField(post('{"block":"contact-form"}', 'application/json'), 'block', 1024);
    await expect(refused).rejects.toBeInstanceOf(BodyError);
    await expect(refused).rejects.toMatchObject({ status: 415 });
  });
});
