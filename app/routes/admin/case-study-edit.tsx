import type { Route } from './+types/case-study-edit';

export const meta: Route.MetaFunction = () => [
  { title: 'Edit Case Study | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-2xl font-bold">Edit Case Study</h1>
    </div>
  );
}
