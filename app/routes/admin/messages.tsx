import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () => [
  { title: 'Messages | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-2xl font-bold">Messages</h1>
    </div>
  );
}
