/**
 * The studio's roles (issue 26): least privilege for a team. Every account has exactly one; an
 * account made before roles existed is an Admin. What each role may open and change is the table in
 * studio-access.ts, checked on the server for every studio request.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export const roleLabels: Record<Role, string> = { admin: 'Admin', editor: 'Editor', sales: 'Sales' };

/** One line per role, shown where a role is chosen (inviting, changing it) and in the docs. */
export const roleSummaries: Record<Role, string> = {
  admin: 'Everything, including staff, API keys, webhooks and the audit log.',
  editor: 'Case studies, testimonials, their history, uploads and previews. Not the inbox.',
  sales: 'The inbox and its export, and read-only views of published content.',
};
