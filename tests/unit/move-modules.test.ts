/**
 * The specifier rewriting of scripts/dev/move-modules.ts (the replayable move of issue 27). The
 * paths here are made up: the tool skips this file, and they match nothing it moves.
 */
import { describe, expect, it } from 'vitest';
import {
  type MovePlan,
  movedPath,
  rewriteCssPaths,
  rewriteMentions,
  rewriteSpecifier,
  rewriteSpecifiers,
} from '../../scripts/dev/move-modules.ts';

const plan: MovePlan = {
  files: new Map([
    ['app/.server/zoo/keeper.ts', 'app/features/zoo/keeper.server.ts'],
    ['app/lib/zoo-rules.ts', 'app/features/zoo/zoo-rules.ts'],
    ['app/components/zoo/cage.tsx', 'app/features/zoo/cage.tsx'],
  ]),
  folders: [['app/components/aviary/', 'app/features/zoo/aviary/']],
};

/** The rewritten specifier for an importer that stays where it is. */
const from = (importer: string, specifier: string) =>
  rewriteSpecifier(specifier, { importerBefore: importer, importerAfter: importer, plan });

describe('movedPath', () => {
  it('maps files, and files under a folder that moves whole', () => {
    expect(movedPath(plan, 'app/lib/zoo-rules.ts')).toBe('app/features/zoo/zoo-rules.ts');
    expect(movedPath(plan, 'app/components/aviary/perch.tsx')).toBe('app/features/zoo/aviary/perch.tsx');
    expect(movedPath(plan, 'app/lib/other.ts')).toBeUndefined();
  });
});

describe('rewriteSpecifier', () => {
  it('rewrites a relative specifier up and down the tree, keeping the extension', () => {
    expect(from('app/routes/admin/zoo.tsx', '../../.server/zoo/keeper.ts')).toBe('../../features/zoo/keeper.server.ts');
    expect(from('app/lib/zoo-index.ts', './zoo-rules.ts')).toBe('../features/zoo/zoo-rules.ts');
    expect(from('app/features/zoo/map.tsx', '../../components/zoo/cage.tsx')).toBe('./cage.tsx');
    expect(from('app/root.tsx', './components/aviary/perch.tsx')).toBe('./features/zoo/aviary/perch.tsx');
  });

  it('keeps a specifier written without its extension without one', () => {
    expect(from('app/routes/zoo.tsx', '../components/zoo/cage')).toBe('../features/zoo/cage');
  });

  it('keeps an alias an alias, and leaves packages and unmoved files alone', () => {
    expect(from('tests/unit/zoo.test.ts', '#app/lib/zoo-rules.ts')).toBe('#app/features/zoo/zoo-rules.ts');
    expect(from('tests/unit/zoo.test.ts', '../../app/lib/zoo-rules.ts')).toBe('../../app/features/zoo/zoo-rules.ts');
    expect(from('app/routes/zoo.tsx', 'react-router')).toBeUndefined();
    expect(from('app/routes/zoo.tsx', '../lib/cn.ts')).toBeUndefined();
    expect(from('tests/unit/zoo.test.ts', '#app/lib/cn.ts')).toBeUndefined();
  });

  it("rewrites a moved file's own relative imports from its new place, and keeps a query", () => {
    const context = {
      importerBefore: 'app/.server/zoo/keeper.ts',
      importerAfter: 'app/features/zoo/keeper.server.ts',
      plan,
    };
    expect(rewriteSpecifier('../db/types.ts', context)).toBe('../../.server/db/types.ts');
    expect(rewriteSpecifier('../../lib/zoo-rules.ts', context)).toBe('./zoo-rules.ts');
    expect(rewriteSpecifier('../../styles/zoo.css?url', context)).toBeUndefined();
    expect(rewriteSpecifier('./cage.css?url', context)).toBe('../../.server/zoo/cage.css?url');
    expect(rewriteSpecifier('../../components/zoo/cage.tsx', context)).toBe('./cage.tsx');
    expect(rewriteSpecifier('#app/lib/cn.ts', context)).toBeUndefined();
    expect(rewriteSpecifier('./+types/zoo', context)).toBeUndefined();
  });
});

describe('rewriteSpecifiers', () => {
  const importer = { importerBefore: 'app/routes/zoo.tsx', importerAfter: 'app/routes/zoo.tsx', plan };

  it('finds imports, type imports, re-exports, side-effect and dynamic imports, and vi.mock', () => {
    const source = [
      "import { feed } from '../.server/zoo/keeper.ts';",
      "import type { Rule } from '../lib/zoo-rules.ts';",
      'import {',
      '  Cage,',
      '  type CageProps,',
      "} from '../components/zoo/cage.tsx';",
      "export { Perch } from '../components/aviary/perch.tsx';",
      "export * from '../lib/zoo-rules.ts';",
      "import '../components/aviary/styles.ts';",
      "const Lazy = lazy(() => import('../components/zoo/cage.tsx'));",
      "type Keeper = typeof import('../.server/zoo/keeper.ts');",
      "vi.mock('../.server/zoo/keeper.ts', () => ({}));",
      "const actual = await vi.importActual('../lib/zoo-rules.ts');",
      "import { cn } from '../lib/cn.ts';",
      "import { data } from 'react-router';",
    ].join('\n');
    const { text, changes, warnings } = rewriteSpecifiers(source, importer);
    expect(text.split('\n')).toEqual([
      "import { feed } from '../features/zoo/keeper.server.ts';",
      "import type { Rule } from '../features/zoo/zoo-rules.ts';",
      'import {',
      '  Cage,',
      '  type CageProps,',
      "} from '../features/zoo/cage.tsx';",
      "export { Perch } from '../features/zoo/aviary/perch.tsx';",
      "export * from '../features/zoo/zoo-rules.ts';",
      "import '../features/zoo/aviary/styles.ts';",
      "const Lazy = lazy(() => import('../features/zoo/cage.tsx'));",
      "type Keeper = typeof import('../features/zoo/keeper.server.ts');",
      "vi.mock('../features/zoo/keeper.server.ts', () => ({}));",
      "const actual = await vi.importActual('../features/zoo/zoo-rules.ts');",
      "import { cn } from '../lib/cn.ts';",
      "import { data } from 'react-router';",
    ]);
    expect(changes).toHaveLength(10);
    expect(warnings).toEqual([]);
  });

  it('rewrites a literal import.meta.glob path and reports a pattern over moved files', () => {
    const { text, warnings } = rewriteSpecifiers(
      "const one = import.meta.glob('../lib/zoo-rules.ts');\nconst all = import.meta.glob('../components/zoo/*.tsx');",
      importer,
    );
    expect(text).toContain("import.meta.glob('../features/zoo/zoo-rules.ts')");
    expect(text).toContain("import.meta.glob('../components/zoo/*.tsx')");
    expect(warnings).toHaveLength(1);
  });

  it("rewrites relative paths in a moved file's comments from its new place, once", () => {
    const moved = {
      importerBefore: 'app/.server/zoo/keeper.ts',
      importerAfter: 'app/features/zoo/keeper.server.ts',
      plan,
    };
    const { text } = rewriteSpecifiers(
      "/** Feeding times (./clock.ts; the rules: ../../lib/zoo-rules.ts). */\nimport { tick } from './clock.ts';",
      moved,
    );
    expect(text).toBe(
      "/** Feeding times (../../.server/zoo/clock.ts; the rules: ./zoo-rules.ts). */\nimport { tick } from '../../.server/zoo/clock.ts';",
    );
  });

  it('changes nothing the second time (idempotent)', () => {
    const once = rewriteSpecifiers("import { feed } from '../.server/zoo/keeper.ts';", importer).text;
    const twice = rewriteSpecifiers(once, importer);
    expect(twice.text).toBe(once);
    expect(twice.changes).toEqual([]);
  });
});

describe('rewriteMentions', () => {
  it('rewrites paths in prose and strings: from the root, as an alias, from app/, without extension', () => {
    const { text } = rewriteMentions(
      [
        'See app/.server/zoo/keeper.ts (and `#app/lib/zoo-rules.ts`).',
        "path.join(app, 'lib/zoo-rules.ts'); the cage is app/components/zoo/cage.",
        'Birds: app/components/aviary/, app/components/aviary/perch.tsx.',
        "Untouched: '../lib/zoo-rules.ts', tests/unit/lib/zoo-rules.ts, app/lib/cn.ts.",
      ].join('\n'),
      plan,
    );
    expect(text.split('\n')).toEqual([
      'See app/features/zoo/keeper.server.ts (and `#app/features/zoo/zoo-rules.ts`).',
      "path.join(app, 'features/zoo/zoo-rules.ts'); the cage is app/features/zoo/cage.",
      'Birds: app/features/zoo/aviary/, app/features/zoo/aviary/perch.tsx.',
      "Untouched: '../lib/zoo-rules.ts', tests/unit/lib/zoo-rules.ts, app/lib/cn.ts.",
    ]);
  });
});

describe('rewriteCssPaths', () => {
  const stylesheet = { importerBefore: 'app/styles/app.css', importerAfter: 'app/styles/app.css', plan };

  it('rewrites a moved file and reports a rule over a folder files moved out of', () => {
    const { text, warnings } = rewriteCssPaths(
      '@source not "../components/aviary/perch.tsx";\n@source not "../components/zoo";\n@import "./site.css";',
      stylesheet,
    );
    expect(text).toBe(
      '@source not "../features/zoo/aviary/perch.tsx";\n@source not "../components/zoo";\n@import "./site.css";',
    );
    expect(warnings).toHaveLength(1);
  });

  it('says nothing when another rule (a glob) covers the moved files where they are now', () => {
    const { warnings } = rewriteCssPaths(
      '@source not "../components/zoo";\n@source not "../features/*/cage.tsx";',
      stylesheet,
    );
    expect(warnings).toEqual([]);
  });
});
