import { ChevronDown, Menu, X } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { brand } from '../../content/brand.ts';
import { contactCta, mainNavigation, type NavItem } from '../../content/navigation.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { BrandLogo } from './brand-logo.tsx';

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

function ServicesDropdown({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const active = item.submenu?.some((s) => pathname.startsWith(s.href)) ?? false;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-blue-700',
          'focus-visible:outline-2 focus-visible:outline-blue-600',
          active ? 'text-blue-700' : 'text-slate-700',
        )}
      >
        {item.name}
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          className="z-50 w-[450px] rounded-xl border border-slate-200 bg-white p-2 shadow-xl data-[state=open]:animate-fade-up"
        >
          {item.submenu?.map((sub) => (
            <DropdownMenu.Item key={sub.href} asChild>
              <Link
                to={sub.href}
                aria-current={pathname.startsWith(sub.href) ? 'page' : undefined}
                className="flex gap-4 rounded-lg p-3 outline-none hover:bg-slate-50 focus:bg-slate-100 aria-[current=page]:bg-blue-50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                  <sub.icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{sub.name}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{sub.description}</span>
                </span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Any route change closes the panel (SPEC 2.2), including back/forward navigation.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 lg:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
        >
          {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 top-[57px] bottom-0 z-40 overflow-y-auto bg-white px-6 py-6 shadow-lg motion-safe:animate-slide-in lg:hidden"
        >
          <Dialog.Title className="sr-only">Site navigation</Dialog.Title>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {mainNavigation.map((item) =>
                item.submenu ? (
                  <li key={item.name}>
                    <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                      {item.name}
                    </p>
                    <ul>
                      {item.submenu.map((sub) => (
                        <li key={sub.href}>
                          <NavLink
                            to={sub.href}
                            onClick={() => setOpen(false)}
                            className={({ isActive }) =>
                              cn(
                                'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium',
                                isActive ? 'bg-blue-50 text-blue-700' : 'text-slate-800 hover:bg-slate-50',
                              )
                            }
                          >
                            <sub.icon aria-hidden className="size-5 text-blue-700" />
                            {sub.name}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.name}>
                    <NavLink
                      to={item.href}
                      end={item.href === '/'}
                      onClick={() => setOpen(false)}
                      className={({ isActive }) =>
                        cn(
                          'block rounded-lg px-3 py-3 text-base font-medium',
                          isActive ? 'bg-blue-50 text-blue-700' : 'text-slate-800 hover:bg-slate-50',
                        )
                      }
                    >
                      {item.name}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SiteHeader() {
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
          <span className="sr-only">{brand.name} home</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {mainNavigation.map((item) =>
            item.submenu ? (
              <ServicesDropdown key={item.name} item={item} />
            ) : (
              <NavLink key={item.name} to={item.href} end={item.href === '/'} className={linkClasses}>
                {item.name}
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
