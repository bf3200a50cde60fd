/**
 * The fixed security headers are written out (no helmet per response), yet stay what helmet, which
 * follows the browsers' security guidance, sends by default, apart from the three choices the module
 * explains: a referrer policy that keeps plain form posts working, DENY framing to match the CSP, and
 * HSTS only for an https site. The CSP builder allows exactly the inline scripts it is given.
 */
import helmet from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  cspHeader,
  fixedSecurityHeaders,
  framingOf,
  noteBookingUrl,
  serializeCsp,
} from '#app/.server/infrastructure/security-headers.ts';

/** What helmet would set on a response, with the project's options. */
function helmetHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet({
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https,
  })({} as never, response as never, () => {});
  return headers;
}

const config = (publicUrl: string) => ({ publicUrl, bookingUrl: undefined, s3: undefined, isProduction: true });

describe('fixedSecurityHeaders', () => {
  it.each([
    ['https://www.example.com', true],
    ['http://localhost:3000', false],
  ])('sends what helmet would for %s', (publicUrl, https) => {
    expect(fixedSecurityHeaders(config(publicUrl))).toEqual(helmetHeaders(https));
  });

  it('sends HSTS only for an https site, and denies framing as the CSP does', () => {
    expect(fixedSecurityHeaders(config('https://www.example.com'))['Strict-Transport-Security']).toMatch(/max-age=/);
    expect(fixedSecurityHeaders(config('http://localhost:3000'))).not.toHaveProperty('Strict-Transport-Security');
    expect(fixedSecurityHeaders(config('http://localhost:3000'))['X-Frame-Options']).toBe('DENY');
    expect(serializeCsp(contentSecurityPolicy(config('http://localhost:3000'), []))).toContain(
      "frame-ancestors 'none'",
    );
  });
});

describe('framing', () => {
  it("lets only the page editor's preview frame be framed, by the site itself", () => {
    expect(framingOf('/admin/pages/frame')).toBe('self');
    expect(framingOf('/admin/pages/frame/')).toBe('self');
    for (const path of ['/', '/admin', '/admin/pages', '/admin/pages/frame/x', '/admin/pages/edit/1', '/about']) {
      expect(framingOf(path), path).toBe('none');
    }
    const site = config('http://localhost:3000');
    expect(fixedSecurityHeaders(site, 'self')['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(fixedSecurityHeaders(site, 'none')['X-Frame-Options']).toBe('DENY');
    expect(cspHeader(site, 'self')([])).toContain("frame-ancestors 'self';");
    expect(cspHeader(site, 'none')([])).toContain("frame-ancestors 'none';");
    expect(cspHeader(site)([])).toContain("frame-ancestors 'none';");
    // Everything else is the same.
    const other = (csp: string) => csp.split('; ').filter((d) => !d.startsWith('frame-ancestors'));
    expect(other(cspHeader(site, 'self')(["'nonce-a'"]))).toEqual(other(cspHeader(site)(["'nonce-a'"])));
  });

  it("lets pages frame the site's own pages (the editor its preview) and the booking page", () => {
    expect(serializeCsp(contentSecurityPolicy(config('http://localhost:3000'), []))).toContain("frame-src 'self';");
    expect(
      serializeCsp(
        contentSecurityPolicy({ ...config('http://localhost:3000'), bookingUrl: 'https://calendly.com/x' }, []),
      ),
    ).toContain("frame-src https://calendly.com 'self';");
  });

  describe('the booking page of the site settings (issue 29)', () => {
    afterEach(() => noteBookingUrl(undefined));

    it('frames the booking page the settings last read name, SCHEDULER_URL before any read, none when they name none', () => {
      const site = { ...config('http://localhost:3000'), bookingUrl: 'https://calendly.com/x' };
      const header = cspHeader(site);
      expect(header([])).toContain("frame-src https://calendly.com 'self';");
      noteBookingUrl('https://cal.com/brightflow/intro');
      expect(header([])).toContain("frame-src https://cal.com 'self';");
      expect(serializeCsp(contentSecurityPolicy(site, []))).toContain("frame-src https://cal.com 'self';");
      noteBookingUrl('');
      expect(header([])).toContain("frame-src 'self';");
      noteBookingUrl('https://calendly.com/y');
      expect(header(["'nonce-a'"])).toContain("frame-src https://calendly.com 'self';");
    });
  });
});

describe('cspHeader', () => {
  it('allows the given nonce or hashes, and nothing else, beside the site’s own scripts', () => {
    const header = cspHeader(config('https://www.example.com'));
    const fresh = header(["'nonce-abc'"]);
    expect(fresh).toContain("script-src 'self' 'nonce-abc'");
    expect(fresh).toContain("object-src 'none'");
    expect(fresh).toContain('upgrade-insecure-requests');
    expect(header(["'sha256-x'", "'sha256-y'"])).toMatch(/script-src 'self' 'sha256-x' 'sha256-y'$/);
    expect(header([])).toMatch(/script-src 'self'$/);
    // The same directives as the policy written out in full.
    const directives = (csp: string) => csp.split('; ').sort();
    expect(directives(fresh)).toEqual(
      directives(serializeCsp(contentSecurityPolicy(config('https://www.example.com'), ["'nonce-abc'"]))),
    );
  });
});
