import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [
  { title: 'Case Studies | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-2xl font-bold">Case Studies</h1>
    </div>
  );
}
