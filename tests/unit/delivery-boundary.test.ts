/**
 * Page delivery lives behind one boundary (DESIGN 7, README "Layout of the code"): `app/delivery/`
 * plus the Express side in `server/`. Feature code (routes, components, content, lib, .server) may use
 * only the boundary's top-level modules, never what sits in its subfolders, so delivery can change
 * without touching a feature, and a feature never learns how its page is delivered.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { app, importsOf, root, sourceFiles } from '../helpers/imports.ts';

const delivery = path.join(app, 'delivery');

/** A module inside the boundary that is not one of its top-level modules. */
const isDeliveryInternal = (target: string) =>
  target.startsWith(`${delivery}${path.sep}`) && path.dirname(target) !== delivery;

describe('the page-delivery boundary', () => {
  it('is reached by feature code only through app/delivery’s top-level modules', () => {
    const crossings = sourceFiles(app)
      .filter((file) => !file.startsWith(`${delivery}${path.sep}`))
      .flatMap((file) =>
        importsOf(file)
          .filter(isDeliveryInternal)
          .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`),
      );
    expect(crossings).toEqual([]);
  });

  it('finds a crossing when there is one (the check itself works)', () => {
    expect(isDeliveryInternal(path.join(delivery, 'page-cache/key.server.ts'))).toBe(true);
    expect(isDeliveryInternal(path.join(delivery, 'page-cache.server.ts'))).toBe(false);
    expect(isDeliveryInternal(path.join(app, 'lib/roi.ts'))).toBe(false);
  });
});
