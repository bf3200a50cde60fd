import type { Route } from './+types/testimonials';

export const meta: Route.MetaFunction = () => [
  { title: 'Manage Testimonials | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-2xl font-bold">Manage Testimonials</h1>
    </div>
  );
}
