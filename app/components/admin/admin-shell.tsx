/**
 * The studio's frame: a header with the brand, the admin navigation (Case studies, Pages, Navigation, Redirects, Testimonials,
 * Messages, API keys, Webhooks, Staff, Site settings, Audit log, Account: the ones the role may open), a link to the
 * public site, who is signed in and as what, and Sign Out; the page below it.
 */
import {
  Calculator,
  ExternalLink,
  FileText,
  Inbox,
  KeyRound,
  LayoutTemplate,
  ListTree,
  LogOut,
  MessageSquareQuote,
  Milestone,
  ScrollText,
  Settings,
  UserRound,
  UsersRound,
  Webhook,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { brand } from '../../content/brand.ts';
import { cn } from '../../lib/cn.ts';
import { type Role, roleLabels } from '../../lib/roles.ts';
import { mayOpen } from '../../lib/studio-access.ts';
import { FieldLook } from '../forms/field.tsx';
import { forgetStoredDrafts } from './draft-storage.ts';

const navigation = [
  { label: 'Case studies', to: '/admin', icon: FileText, end: true },
  { label: 'Pages', to: '/admin/pages', icon: LayoutTemplate, end: false },
  { label: 'Navigation', to: '/admin/navigation', icon: ListTree, end: false },
  { label: 'Redirects', to: '/admin/redirects', icon: Milestone, end: false },
  { label: 'Testimonials', to: '/admin/testimonials', icon: MessageSquareQuote, end: false },
  { label: 'ROI model', to: '/admin/roi-model', icon: Calculator, end: false },
  { label: 'Messages', to: '/admin/messages', icon: Inbox, end: false },
  { label: 'API keys', to: '/admin/api-keys', icon: KeyRound, end: false },
  { label: 'Webhooks', to: '/admin/webhooks', icon: Webhook, end: false },
  { label: 'Staff', to: '/admin/staff', icon: UsersRound, end: false },
  { label: 'Site settings', to: '/admin/settings', icon: Settings, end: false },
  { label: 'Audit log', to: '/admin/audit', icon: ScrollText, end: false },
  { label: 'Account', to: '/admin/account', icon: UserRound, end: false },
] as const;

/** The dashboard link also stays active in the case-study editors, which belong to it. */
const isCaseStudiesPath = (pathname: string) =>
  pathname.replace(/\/+$/, '') === '/admin' || pathname.startsWith('/admin/case-studies/');

export function SignOutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/admin/logout" reloadDocument onSubmit={forgetStoredDrafts}>
      <button
        type="submit"
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800',
          'transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
          className,
        )}
      >
        <LogOut className="size-4" aria-hidden="true" />
        Sign Out
      </button>
    </Form>
  );
}

export function AdminShell({
  email,
  role,
  unread,
  pathname,
  children,
}: {
  email: string;
  role: Role;
  unread: number;
  pathname: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-blue-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header data-studio-header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        {/* Wider than the page below on the largest screens, where the e-mail and View site join the row
            from 1860 px (what twelve sections, the brand and both leave room for). */}
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 2xl:max-w-[120rem]">
          <a href="/admin" className="flex shrink-0 items-center gap-2.5">
            <img src="/images/logo.svg" alt={brand.name} width={160} height={36} className="h-7 w-auto" />
            <span className="rounded-md bg-slate-900 px-1.5 py-0.5 text-[11px] font-semibold tracking-wider text-white uppercase">
              Studio
            </span>
          </a>
          {/* In the header row from 1536 px, words only: twelve sections with their icons do not fit
              beside the brand and Sign Out any narrower (the row below carries them there). Only one
              of the two is displayed at a time, so both are the "Studio" navigation. */}
          <nav
            aria-label="Studio"
            className="hidden min-w-0 flex-1 items-center gap-0.5 2xl:flex [&_a]:px-2.5 [&_a>svg]:hidden"
          >
            <NavItems pathname={pathname} unread={unread} role={role} />
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <a
              href="/"
              target="_blank"
              rel="noreferrer"
              className="hidden shrink-0 items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-blue-700 min-[1860px]:inline-flex"
            >
              View site
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="hidden max-w-56 truncate text-sm text-slate-500 min-[1860px]:inline" title={email}>
              {email} · {roleLabels[role]}
            </span>
            <SignOutButton />
          </div>
        </div>
        {/* Below 1536 px, a row of its own under the brand: with icons on small screens (scrolling
            sideways on a phone), words only from 1280 px, where they all fit side by side. */}
        <nav aria-label="Studio" className="border-t border-slate-100 2xl:hidden">
          <div className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 py-1.5 xl:justify-between xl:[&_a>svg]:hidden">
            <NavItems pathname={pathname} unread={unread} role={role} />
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 sm:py-8">
        <FieldLook value="studio">{children}</FieldLook>
      </main>
    </div>
  );
}

function NavItems({ pathname, unread, role }: { pathname: string; unread: number; role: Role }) {
  return navigation.map((item) => {
    if (!mayOpen(role, item.to)) return null;
    const Icon = item.icon;
    const forceActive = item.to === '/admin' && isCaseStudiesPath(pathname);
    return (
      <NavLink
        key={item.to}
        to={item.to}
        end={item.end}
        className={({ isActive }) =>
          cn(
            'inline-flex shrink-0 items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
            'focus-visible:outline-2 focus-visible:outline-blue-600',
            isActive || forceActive
              ? 'bg-blue-50 text-blue-800'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )
        }
      >
        <Icon className="size-4" aria-hidden="true" />
        {item.label}
        {item.to === '/admin/messages' && unread > 0 ? (
          <span className="rounded-full bg-blue-600 px-1.5 py-0.5 text-[11px] leading-none font-semibold text-white">
            {unread}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
      </NavLink>
    );
  });
}
