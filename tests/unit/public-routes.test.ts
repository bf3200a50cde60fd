import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { needsWholeRouteTable, withoutStudioRoutes } from '../../server/public-routes.ts';

describe('needsWholeRouteTable', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/login',
    '/admin.data',
    '/admin/pages/edit/7.data?_routes=routes%2Fadmin%2Fpage-edit',
    '/ADMIN/Login',
    '/%61dmin/login',
    '/x/../admin/login',
    '/x/%2e%2e/admin/login',
    '//admin/login',
    '/administrator',
    '/__manifest?paths=%2Fadmin%2Fpages&version=abc',
  ])('sends %s to the whole table', (url) => {
    expect(needsWholeRouteTable(url, '/__manifest')).toBe(true);
  });

  it.each([
    '/',
    '/_root.data',
    '/lead-intake',
    '/lead-intake.data',
    '/industries/insurance',
    '/use-cases/admin',
    '/review/abc?admin=1',
    '/sitemap.xml',
    '/%E0%A4%A',
  ])('sends %s to the public table', (url) => {
    expect(needsWholeRouteTable(url, '/__manifest')).toBe(false);
  });

  it('does not treat the manifest path as special when route discovery is not lazy', () => {
    expect(needsWholeRouteTable('/__manifest?paths=%2F', undefined)).toBe(false);
  });
});

describe('withoutStudioRoutes', () => {
  const route = (id: string, parentId: string | undefined, path?: string, index?: true) => ({
    id,
    parentId,
    path,
    index,
    module: {},
  });
  const table = [
    route('root', undefined, ''),
    route('routes/public-layout', 'root'),
    route('routes/home', 'routes/public-layout', undefined, true),
    route('routes/lead-intake', 'routes/public-layout', 'lead-intake'),
    route('routes/admin-tools-guide', 'routes/public-layout', 'administration'),
    route('routes/sitemap', 'root', 'sitemap.xml'),
    route('routes/admin/login', 'root', 'admin/login'),
    route('routes/admin/layout', 'root'),
    route('routes/admin/dashboard', 'routes/admin/layout', 'admin', true),
    route('routes/admin/pages', 'routes/admin/layout', 'admin/pages'),
    route('routes/studio/section', 'root', 'admin'),
    route('routes/studio/child', 'routes/studio/section', 'audit'),
  ];
  const build = {
    routes: Object.fromEntries(table.map((r) => [r.id, r])),
    assets: { version: 'v1', routes: Object.fromEntries(table.map((r) => [r.id, { ...r, module: '/x.js' }])) },
    entry: { module: {} },
  } as unknown as ServerBuild;

  const publicBuild = withoutStudioRoutes(build);

  it('keeps every route outside /admin, with its layouts, in both tables', () => {
    const kept = [
      'root',
      'routes/public-layout',
      'routes/home',
      'routes/lead-intake',
      'routes/admin-tools-guide',
      'routes/sitemap',
    ];
    expect(Object.keys(publicBuild.routes)).toEqual(kept);
    expect(Object.keys(publicBuild.assets.routes)).toEqual(kept);
  });

  it('leaves out a route under /admin however its path is split between parent and child', () => {
    expect(publicBuild.routes['routes/admin/dashboard']).toBeUndefined();
    expect(publicBuild.routes['routes/studio/child']).toBeUndefined();
    expect(publicBuild.routes['routes/admin/layout']).toBeUndefined();
  });

  it('keeps the manifest version and the rest of the build, and leaves the build itself whole', () => {
    expect(publicBuild.assets.version).toBe('v1');
    expect(publicBuild.entry).toBe(build.entry);
    expect(Object.keys(build.routes)).toHaveLength(table.length);
  });
});
