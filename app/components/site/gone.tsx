import { Link } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';

/** The page a removed address answers with HTTP 410 (issue 32): gone for good, not mistyped. */
export function Gone() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-slate-50 to-white px-6 pt-28 pb-20">
      <div className="max-w-lg text-center">
        <p className="text-7xl font-extrabold tracking-tight text-blue-600">410</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">This page has been removed</h1>
        <p className="mt-4 text-lg text-slate-600">
          What used to be here was taken down on purpose and is not coming back. Our case studies and services pages
          show what we do today.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses({ size: 'lg' })}>
            Return to Home
          </Link>
          <Link to="/use-cases" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
            See our case studies
          </Link>
        </div>
      </div>
    </section>
  );
}
