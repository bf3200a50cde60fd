import type { Route } from './+types/case-study-new';

export const meta: Route.MetaFunction = () => [
  { title: 'New Case Study | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-2xl font-bold">New Case Study</h1>
    </div>
  );
}
