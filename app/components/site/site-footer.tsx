import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from '../../content/brand.ts';
import { footerLegalLinks } from '../../content/footer-navigation.ts';
import { telHref } from '../../lib/site-settings.ts';
import { BrandLogo } from '../layout/brand-logo.tsx';
import { useFrameDetails } from './site-settings.ts';

/** The footer: the company's details, tagline and social links from the site settings, and the link columns. */
export function SiteFooter() {
  const details = useFrameDetails();
  const year = new Date().getFullYear();
  if (!details) return null;
  const { settings, footer } = details;
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <BrandLogo alt={brand.name} />
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-600">{settings.footerTagline}</p>
            <ul className="mt-6 space-y-2 text-sm text-slate-600">
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 text-blue-700" />
                <a href={`mailto:${settings.contactEmail}`} className="hover:text-blue-700">
                  {settings.contactEmail}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 text-blue-700" />
                <a href={telHref(settings.phone)} className="hover:text-blue-700" data-testid="footer-phone">
                  {settings.phone}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-blue-700" />
                <span className="whitespace-pre-line">{settings.postalAddress}</span>
              </li>
            </ul>
            {settings.socialLinks.length > 0 ? (
              <ul aria-label="Social links" className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                {settings.socialLinks.map((link) => (
                  <li key={`${link.label} ${link.url}`}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer me"
                      className="font-medium text-slate-700 underline-offset-4 hover:text-blue-700 hover:underline"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {footer.map((column, index) => (
            <nav key={index} aria-label={column.heading}>
              {/* h2: the footer sits outside the page's content, so on a page with only an h1 an h3 would skip a level. */}
              <h2 className="text-sm font-semibold text-slate-900">{column.heading}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link, linkIndex) => (
                  <li key={linkIndex}>
                    <Link to={link.target} className="text-sm text-slate-600 hover:text-blue-700">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-200 pt-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span data-testid="footer-year">{year}</span> {settings.companyName} All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLegalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-blue-700">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
