/** The staff a lead can be given to, and every account's e-mail for naming past owners. */
import type { Database } from '../../.server/db/index.ts';
import { listUsers } from '../../.server/db/repositories/users.ts';
import type { LeadOwner } from '../../lib/lead-pipeline.ts';
import { mayOwnLeads } from '../../lib/studio-access.ts';

export async function listLeadOwners(database: Database): Promise<LeadOwner[]> {
  return (await listUsers(database)).map((user) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    current: user.deactivatedAt === null && mayOwnLeads(user.role),
  }));
}
