/**
 * Page delivery lives behind one boundary (DESIGN 7, README "Layout of the code"). Its React side,
 * `app/delivery/`, is a leaf: it imports nothing of the app outside itself, so feature code can use it
 * from anywhere and delivery never learns what a page shows. Its server side is the page cache in
 * `app/.server/page-cache/` and the Express side in `server/`. Feature code (routes, components,
 * content, lib, .server) may use only delivery's top-level modules, never what sits in a subfolder of
 * it, so delivery can change without touching a feature, and a feature never learns how its page is
 * delivered.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { app, importsLeaving, importsOf, root, sourceFiles } from '../helpers/imports.ts';

const delivery = path.join(app, 'delivery');

/** A module inside the boundary that is not one of its top-level modules. */
const isDeliveryInternal = (target: string) =>
  target.startsWith(`${delivery}${path.sep}`) && path.dirname(target) !== delivery;

describe('the page-delivery boundary', () => {
  it('imports nothing of the app outside app/delivery', () => {
    expect(importsLeaving('delivery', sourceFiles(delivery))).toEqual([]);
  });

  it('finds an import out of app/delivery when there is one (the check itself works)', () => {
    const file = path.join(delivery, 'static-island.tsx');
    const sources: Record<string, string> = {
      [file]: [
        "import { revealOnView } from '../components/marketing/reveal.tsx';",
        "import type { Logger } from '#app/.server/infrastructure/logger.ts';",
        "import { lazyModule } from './lazy-module.ts';",
        "import { useNavigate } from 'react-router';",
      ].join('\n'),
    };
    expect(importsLeaving('delivery', [file], (source) => importsOf(source, sources[source]))).toEqual([
      'app/delivery/static-island.tsx -> app/components/marketing/reveal.tsx',
      'app/delivery/static-island.tsx -> app/.server/infrastructure/logger.ts',
    ]);
  });

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
    expect(isDeliveryInternal(path.join(delivery, 'islands/registry.ts'))).toBe(true);
    expect(isDeliveryInternal(path.join(delivery, 'static-island.tsx'))).toBe(false);
    expect(isDeliveryInternal(path.join(app, 'lib/roi.ts'))).toBe(false);
  });
});
