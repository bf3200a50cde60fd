import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: 'Admin Sign In | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-2xl font-bold">Admin Sign In</h1>
    </div>
  );
}
