/**
 * app/lib is pure logic (docs/contributing.md 'Where code goes'): it imports nothing of the app
 * outside app/lib. Not copy (app/content, which may import lib, never the reverse), not components,
 * not server code, not delivery. A view model that needs words and logic is built in
 * app/components/<area>/, where both may be imported.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { app, importsOf, root, sourceFiles } from '../helpers/imports.ts';

const lib = path.join(app, 'lib');

const isInLib = (target: string) => target.startsWith(`${lib}${path.sep}`);

describe('app/lib', () => {
  it('imports only app/lib: no content, no components, no server or delivery code', () => {
    const crossings = sourceFiles(lib).flatMap((file) =>
      importsOf(file)
        .filter((target) => !isInLib(target))
        .map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`),
    );
    expect(crossings).toEqual([]);
  });

  it('finds a crossing when there is one (the check itself works)', () => {
    const file = path.join(lib, 'roi.ts');
    const imports = importsOf(
      file,
      [
        "import { roiCopy } from '../content/roi.ts';",
        "import type { Option } from '#app/content/lead-forms.ts';",
        "export { Badge } from '../components/ui/badge.tsx';",
        "import { slugify } from './slug.ts';",
        "import { z } from 'zod';",
      ].join('\n'),
    );
    expect(imports.filter((target) => !isInLib(target)).map((target) => path.relative(root, target))).toEqual([
      'app/content/roi.ts',
      'app/content/lead-forms.ts',
      'app/components/ui/badge.tsx',
    ]);
    expect(imports.filter(isInLib)).toEqual([path.join(lib, 'slug.ts')]);
  });
});
