/**
 * Imports point one way (DESIGN 3): routes -> features/components -> .server/lib/content; page
 * delivery's React side (app/delivery) is a leaf; no import circle anywhere. app/lib's own rule is
 * tests/unit/lib-purity.test.ts, delivery's entrance tests/unit/delivery-boundary.test.ts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  app,
  circlesIn,
  type ImportGraph,
  importGraph,
  importsLeaving,
  importsOf,
  root,
  sourceFiles,
  stronglyConnected,
} from '../helpers/imports.ts';

const relative = (file: string) => path.relative(root, file);
const inside = (folder: string) => (file: string) => file.startsWith(`${path.join(app, folder)}${path.sep}`);

/** Each import circle of `graph` as a chain, `app/a.ts -> app/b.ts -> app/a.ts`. */
const circlesOf = (graph: ImportGraph) =>
  stronglyConnected(graph).flatMap((component) =>
    circlesIn(graph, component).map((circle) => circle.map(relative).join(' -> ')),
  );

const isServer = inside('.server');
/** What server code must not import: it sits above the server (DESIGN 3, "nothing under .server imports a component"). */
const isAboveServer = (target: string) =>
  inside('components')(target) || inside('routes')(target) || inside('features')(target);

const serverCrossings = (files: readonly string[], read: (file: string) => string[] = importsOf) =>
  files.filter(isServer).flatMap((file) =>
    read(file)
      .filter(isAboveServer)
      .map((target) => `${relative(file)} -> ${relative(target)}`),
  );

/** A made-up source for `file`, read instead of the file itself (the cases that check the checks). */
const reading =
  (sources: Record<string, string>) =>
  (file: string): string[] =>
    importsOf(file, sources[relative(file)] ?? '');

describe('the layers of app/', () => {
  const files = sourceFiles(app);

  it('have no import circle (type-only imports count)', () => {
    expect(circlesOf(importGraph(files))).toEqual([]);
  });

  it('finds a circle when there is one (the check itself works)', () => {
    const sources = {
      'app/lib/a.ts': "import { b } from './b.ts';\nimport { d } from './d.ts';",
      'app/lib/b.ts': "import type { C } from './c.ts';",
      'app/lib/c.ts': "export { a } from '#app/lib/a.ts';",
      'app/lib/d.ts': "import { e } from './e/index.ts';",
      'app/lib/e/index.ts': "import { e } from './index.ts';",
    };
    const made = Object.keys(sources).map((file) => path.join(root, file));
    expect(circlesOf(importGraph(made, reading(sources)))).toEqual([
      'app/lib/e/index.ts -> app/lib/e/index.ts',
      'app/lib/a.ts -> app/lib/b.ts -> app/lib/c.ts -> app/lib/a.ts',
    ]);
  });

  it('resolve imports to files: .ts, .tsx and a folder’s index.ts', () => {
    const home = 'app/routes/home.tsx';
    const imports = reading({
      [home]: `import { cn } from '../lib/cn';
        import { Button } from '../components/ui/button';
        import stylesheet from '../styles/app.css?url';
        import { migrations } from '#app/.server/db/migrations';`,
    })(path.join(root, home));
    expect(imports.map(relative)).toEqual([
      'app/lib/cn.ts',
      'app/components/ui/button.tsx',
      'app/styles/app.css',
      'app/.server/db/migrations/index.ts',
    ]);
  });

  it('keep server code from importing components, routes or features', () => {
    expect(serverCrossings(files)).toEqual([]);
  });

  it('finds a server crossing when there is one (the check itself works)', () => {
    const sources = {
      'app/.server/mail/templates.ts': [
        "import { roiInputRows } from '../../content/roi-rows.ts';",
        "import type { BadgeProps } from '../../components/ui/badge.tsx';",
        "import { loader } from '#app/routes/home.tsx';",
        "import { thing } from '../../features/case-studies/pages.server.ts';",
        "import { openDatabase } from '../db/index.ts';",
      ].join('\n'),
      'app/components/layout/site-header.tsx': "import { Button } from '../ui/button.tsx';",
    };
    const made = Object.keys(sources).map((file) => path.join(root, file));
    expect(serverCrossings(made, reading(sources))).toEqual([
      'app/.server/mail/templates.ts -> app/components/ui/badge.tsx',
      'app/.server/mail/templates.ts -> app/routes/home.tsx',
      'app/.server/mail/templates.ts -> app/features/case-studies/pages.server.ts',
    ]);
  });

  it('keep app/delivery a leaf: it imports nothing of the app outside itself', () => {
    expect(importsLeaving('delivery', files)).toEqual([]);
  });

  it('finds a delivery crossing when there is one (the check itself works)', () => {
    const sources = {
      'app/delivery/static-island.tsx': [
        "import { revealOnView } from '../components/marketing/reveal.tsx';",
        "import { requestContext } from '#app/.server/infrastructure/context.ts';",
        "import { lazyModule } from './lazy-module.ts';",
        "import { useNavigate } from 'react-router';",
      ].join('\n'),
    };
    const made = Object.keys(sources).map((file) => path.join(root, file));
    expect(importsLeaving('delivery', made, reading(sources))).toEqual([
      'app/delivery/static-island.tsx -> app/components/marketing/reveal.tsx',
      'app/delivery/static-island.tsx -> app/.server/infrastructure/context.ts',
    ]);
  });
});
