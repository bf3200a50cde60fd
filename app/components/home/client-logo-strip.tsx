import { Pause, Play } from 'lucide-react';
import { CLIENT_LOGO_SIZE, type ClientLogo, clientLogos, clientLogosHeading } from '../../content/clients.ts';
import { cn } from '../../lib/cn.ts';

function LogoList({ logos, duplicate = false }: { logos: readonly ClientLogo[]; duplicate?: boolean }) {
  return (
    <ul
      // The second copy only exists to make the loop seamless: screen readers hear the logos once.
      aria-hidden={duplicate || undefined}
      data-testid={duplicate ? 'logo-track-duplicate' : 'logo-track-original'}
      className={cn(
        'flex shrink-0 items-center gap-14 pr-14 sm:gap-20 sm:pr-20',
        duplicate && 'motion-reduce:hidden',
        'motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6 motion-reduce:pr-0',
      )}
    >
      {logos.map((logo) => (
        <li key={logo.name} className="shrink-0">
          <img
            src={logo.image}
            alt={duplicate ? '' : logo.name}
            width={CLIENT_LOGO_SIZE.width}
            height={CLIENT_LOGO_SIZE.height}
            loading="lazy"
            decoding="async"
            className="h-10 w-auto opacity-75 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The client-logo strip (SPEC 1, 9): two identical copies side by side slide left by half their
 * width every 25 s (`animate-logo-marquee`), so the loop never jumps. Under reduced motion the strip
 * stands still as one wrapped row; everyone else can pause it (WCAG 2.2.2), and hovering pauses it too.
 *
 * The pause control is a checkbox and CSS (`:has(:checked)`), not script: it works from the first
 * paint, before and without JavaScript, and the strip is a static island (delivery/static-island.tsx).
 * A page block passes its own heading and logos (features/pages/blocks); the home page's are the defaults.
 */
export function ClientLogoStrip({
  heading = clientLogosHeading,
  logos = clientLogos,
  headingId = 'clients-title',
}: {
  heading?: string;
  logos?: readonly ClientLogo[];
  headingId?: string;
} = {}) {
  return (
    <section aria-labelledby={headingId} className="group border-y border-slate-100 bg-white py-12 sm:py-14">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-center text-sm font-semibold text-slate-600">
          {heading}
        </h2>
        <label className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full border border-slate-200 text-slate-600 transition-colors hover:bg-slate-50 hover:text-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600 motion-reduce:hidden">
          <input type="checkbox" className="peer sr-only" />
          <Pause aria-hidden className="pointer-events-none size-3.5 peer-checked:hidden" />
          <Play aria-hidden className="pointer-events-none hidden size-3.5 peer-checked:block" />
          <span className="sr-only">Pause logo animation</span>
        </label>
      </div>
      <div className="relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-testid="logo-marquee"
          className={cn(
            'flex w-max animate-logo-marquee hover:[animation-play-state:paused] group-has-checked:[animation-play-state:paused]',
            'motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center motion-reduce:px-4',
          )}
        >
          <LogoList logos={logos} />
          <LogoList logos={logos} duplicate />
        </div>
      </div>
    </section>
  );
}
