/** The column beside both contact modes: what to expect, and how to reach us directly (a static island: contact-section.tsx). */
import { CheckCircle2, Clock, Mail, Phone } from 'lucide-react';
import { useSiteSettings } from '../../components/site/site-settings.ts';
import { telHref } from '../../lib/site-settings.ts';
import { contactAsideCopy } from './contact-island-copy.ts';

/** Consultation mode says what the call is like; e-mail mode, what happens after sending. The e-mail and phone are the site settings'. */
export function ContactAside({ mode }: { mode: 'consultation' | 'email' }) {
  const { direct } = contactAsideCopy;
  const settings = useSiteSettings();
  if (!settings) return null;
  const { contactEmail, phone } = settings;
  const expectations = mode === 'email' ? contactAsideCopy.nextSteps : contactAsideCopy.expectations;
  return (
    // One id per mode: the e-mail mode's aside stays in the page (hidden) in consultation mode.
    <aside aria-labelledby={`contact-expectations-${mode}`} className="space-y-8">
      <div>
        <h2 id={`contact-expectations-${mode}`} className="text-lg font-semibold">
          {expectations.heading}
        </h2>
        <ul className="mt-5 space-y-5">
          {expectations.items.map((item) => (
            <li key={item.title} className="flex gap-3">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              <div>
                <p className="font-semibold text-slate-900">{item.title}</p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <h2 className="text-base font-semibold">{direct.heading}</h2>
        <ul className="mt-4 space-y-3 text-sm">
          <li>
            <a
              href={`mailto:${contactEmail}`}
              className="inline-flex items-center gap-2 font-medium text-blue-700 underline-offset-4 hover:underline"
            >
              <Mail aria-hidden className="size-4" />
              {contactEmail}
            </a>
          </li>
          <li>
            <a
              href={telHref(phone)}
              className="inline-flex items-center gap-2 font-medium text-blue-700 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden className="size-4" />
              {phone}
            </a>
          </li>
          <li className="flex items-center gap-2 text-slate-600">
            <Clock aria-hidden className="size-4" />
            {direct.hours}
          </li>
        </ul>
      </div>
    </aside>
  );
}
