import { Bot, BriefcaseBusiness, ChevronDown, FileText, type LucideIcon, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink, useLocation } from 'react-router';
import { BRAND_NAME } from '../../content/brand-name.ts';
import { contactCta } from '../../content/navigation.ts';
import { cn } from '../../lib/cn.ts';
import type { NavigationIcon, ServiceLink } from '../../lib/navigation.ts';
import { Button } from '../ui/button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { useSiteNavigation } from './use-site-navigation.ts';

/** The Services menu's icons, by the name the navigation stores (lib/navigation.ts). */
const ICONS: Record<NavigationIcon, LucideIcon> = { bot: Bot, briefcase: BriefcaseBusiness, 'file-text': FileText };

/** Whether the page at `pathname` is at or under `target` ('/' only itself). */
const isUnder = (pathname: string, target: string) =>
  target === '/' ? pathname === '/' : pathname === target || pathname.startsWith(`${target.replace(/\/+$/, '')}/`);

/** SPEC 9: the header turns solid once the page has scrolled more than this. */
export const HEADER_SCROLL_THRESHOLD = 10;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-blue-700',
    isActive ? 'text-blue-700' : 'text-slate-700',
  );

/**
 * The Services menu button (WAI-ARIA menu button pattern), written here rather than taken from a
 * UI kit so every public page does not load a positioning and focus-management library for three
 * links: Enter, Space and ArrowDown open it on the first item (ArrowUp on the last), arrows, Home,
 * End and a typed first letter move between items, Escape closes it back onto the button, and a
 * click outside or focus leaving closes it.
 */
function ServicesDropdown({ label, entries }: { label: string; entries: ServiceLink[] }) {
  const { pathname } = useLocation();
  const active = entries.some((entry) => isUnder(pathname, entry.target));
  const [open, setOpen] = useState(false);
  // Which item to focus once the menu has rendered: 'first', 'last' or none (a pointer opened it).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const triggerId = useId();

  useEffect(() => setOpen(false), [pathname]);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen) {
      const list = items();
      (focusOnOpen === 'first' ? list[0] : list.at(-1))?.focus();
    } else {
      menuRef.current?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen]);

  const show = (focus: 'first' | 'last' | null) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (open && event.key !== 'ArrowDown') close(true);
      else show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current < 0 ? -1 : current - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(-1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case ' ':
        // Space activates a menu item like Enter does (a link alone would scroll the page).
        event.preventDefault();
        return list[current]?.click();
      case 'Tab':
        return setOpen(false);
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = [...list.slice(current + 1), ...list.slice(0, current + 1)];
          const match = order.find((el) => el.textContent?.trim().toLowerCase().startsWith(letter));
          if (match) {
            event.preventDefault();
            match.focus();
          }
        }
    }
  };

  // Focus leaving both the button and the menu (Tab, or a click elsewhere) closes it.
  const onBlur = (event: React.FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onTriggerKeyDown}
        onBlur={onBlur}
        // Keyboard activation is handled on keydown; a click (detail 0 when synthesised by a key) toggles.
        onClick={(event) => {
          if (event.detail === 0) return;
          if (open) setOpen(false);
          else show(null);
        }}
        className={cn(
          'group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-blue-700',
          'focus-visible:outline-2 focus-visible:outline-blue-600',
          active ? 'text-blue-700' : 'text-slate-700',
        )}
      >
        {label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          aria-orientation="vertical"
          tabIndex={-1}
          data-state="open"
          onKeyDown={onMenuKeyDown}
          onBlur={onBlur}
          className="absolute top-full left-0 z-50 mt-2.5 w-[450px] rounded-xl border border-slate-200 bg-white p-2 shadow-xl outline-none data-[state=open]:animate-fade-up"
        >
          {entries.map((sub, index) => {
            const Icon = ICONS[sub.icon] ?? Bot;
            return (
              <Link
                key={index}
                to={sub.target}
                role="menuitem"
                tabIndex={-1}
                onClick={() => setOpen(false)}
                aria-current={isUnder(pathname, sub.target) ? 'page' : undefined}
                className="flex gap-4 rounded-lg p-3 outline-none hover:bg-slate-50 focus:bg-slate-100 aria-[current=page]:bg-blue-50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{sub.label}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{sub.description}</span>
                </span>
              </Link>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The phone menu: a non-modal dialog panel below the header (SPEC 2.2). Portalled to <body>
 * because the scrolled header's backdrop filter would otherwise become the panel's containing
 * block. Focus moves into it on open and back to the button on Escape; it closes on any route
 * change, and a click outside leaves it open.
 */
function MobileMenu() {
  const navigation = useSiteNavigation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  // Any route change closes the panel (SPEC 2.2), including back/forward navigation.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 lg:hidden"
        aria-label={open ? 'Close menu' : 'Open menu'}
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      {open
        ? createPortal(
            <div
              ref={panelRef}
              id={panelId}
              role="dialog"
              aria-labelledby={titleId}
              className="fixed inset-x-0 top-[57px] bottom-0 z-40 overflow-y-auto bg-white px-6 py-6 shadow-lg motion-safe:animate-slide-in lg:hidden"
            >
              <h2 id={titleId} className="sr-only">
                Site navigation
              </h2>
              <nav aria-label="Mobile">
                <ul className="space-y-1">
                  {navigation.header.map((item, itemIndex) =>
                    item.kind === 'services' ? (
                      <li key={itemIndex}>
                        <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                          {item.label}
                        </p>
                        <ul>
                          {navigation.services.map((sub, index) => {
                            const Icon = ICONS[sub.icon] ?? Bot;
                            return (
                              <li key={index}>
                                <NavLink
                                  to={sub.target}
                                  onClick={() => setOpen(false)}
                                  className={({ isActive }) =>
                                    cn(
                                      'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium',
                                      isActive ? 'bg-blue-50 text-blue-700' : 'text-slate-800 hover:bg-slate-50',
                                    )
                                  }
                                >
                                  <Icon aria-hidden className="size-5 text-blue-700" />
                                  {sub.label}
                                </NavLink>
                              </li>
                            );
                          })}
                        </ul>
                      </li>
                    ) : (
                      <li key={itemIndex}>
                        <NavLink
                          to={item.target}
                          end={item.target === '/'}
                          onClick={() => setOpen(false)}
                          className={({ isActive }) =>
                            cn(
                              'block rounded-lg px-3 py-3 text-base font-medium',
                              isActive ? 'bg-blue-50 text-blue-700' : 'text-slate-800 hover:bg-slate-50',
                            )
                          }
                        >
                          {item.label}
                        </NavLink>
                      </li>
                    ),
                  )}
                </ul>
                <Button asChild size="lg" className="mt-6 w-full">
                  <Link to={contactCta.href} onClick={() => setOpen(false)}>
                    {contactCta.name}
                  </Link>
                </Button>
              </nav>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

export function SiteHeader() {
  const navigation = useSiteNavigation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300',
        scrolled ? 'bg-white/85 shadow-md backdrop-blur-md' : 'bg-transparent',
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-[57px] max-w-7xl items-center justify-between px-4 sm:px-6 lg:h-[72px] lg:px-8">
        <Link to="/" className="flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-blue-600">
          <BrandLogo />
          <span className="sr-only">{BRAND_NAME} home</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {navigation.header.map((item, index) =>
            item.kind === 'services' ? (
              <ServicesDropdown key={index} label={item.label} entries={navigation.services} />
            ) : (
              <NavLink key={index} to={item.target} end={item.target === '/'} className={linkClasses}>
                {item.label}
              </NavLink>
            ),
          )}
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden lg:inline-flex">
            <Link to={contactCta.href}>{contactCta.name}</Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
