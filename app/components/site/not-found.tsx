import { Link } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';

export function NotFound() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-slate-50 to-white px-6 pt-28 pb-20">
      <div className="max-w-lg text-center">
        <p className="text-7xl font-extrabold tracking-tight text-blue-600">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-lg text-slate-600">
          The page you are looking for does not exist or has moved. Let's get you back on track.
        </p>
        <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          Return to Home
        </Link>
      </div>
    </section>
  );
}
