/**
 * The pages and resources of app/routes.ts, each with its whole address pattern: a child's path is
 * joined to its parents' (a pathless layout adds nothing), an index route without a path of its own
 * takes its parent's. Layouts themselves are not listed; each route names the layouts it sits in.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '#app/routes.ts';

export interface RouteTableEntry {
  /** The address pattern, e.g. `/admin/people/:id/erase`. */
  pattern: string;
  file: string;
  /** The files of the layouts around it, outermost first. */
  layouts: string[];
}

export function routeTable(): RouteTableEntry[] {
  const found: RouteTableEntry[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string, layouts: string[]) => {
    for (const entry of entries) {
      const pattern = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
      if (entry.children?.length) walk(entry.children, pattern, [...layouts, entry.file]);
      else found.push({ pattern: pattern || '/', file: entry.file, layouts });
    }
  };
  walk(routes as RouteConfigEntry[], '', []);
  return found;
}
