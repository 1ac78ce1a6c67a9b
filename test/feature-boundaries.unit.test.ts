import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from '../eslint-rules/feature-boundaries.js';
import { importCycles, readImportGraph, type ImportGraph } from './import-graph.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const web = path.resolve(import.meta.dirname, '..', 'web');
const inPlans = path.join(web, 'features/plans/components/plan-card.tsx');
const inLib = path.join(web, 'lib/utils.ts');

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inPlans, code: "import { usePlans } from '../api/get-plans';" },
    { filename: inPlans, code: "import { FeedbackView } from '@/features/submissions';" },
    { filename: inPlans, code: "import { FeedbackView } from '../../submissions';" },
    { filename: inPlans, code: "import { FeedbackView } from '../../submissions/index';" },
    { filename: inPlans, code: "import { Button } from '@/components/ui/button';" },
    { filename: inPlans, code: "import { z } from 'zod';" },
    { filename: inLib, code: "import { usePlans } from '@/features/plans/api/get-plans';" },
  ],
  invalid: [
    { filename: inPlans, code: "import { FeedbackView } from '@/features/submissions/components/feedback-view';", errors: [{ messageId: 'reachesIn' }] },
    { filename: inPlans, code: "import { labels } from '../../submissions/lib/labels';", errors: [{ messageId: 'reachesIn' }] },
    { filename: inPlans, code: "export { YourOrders } from '../../orders/components/your-orders';", errors: [{ messageId: 'reachesIn' }] },
    { filename: inPlans, code: "const page = () => import('@/features/orders/routes/order-page');", errors: [{ messageId: 'reachesIn' }] },
  ],
});

const FEATURE_FILE = /^web\/features\/([^/]+)\//;

/**
 * Web features that import each other, directly or round a loop: one entry per group, naming the
 * pairs that import both ways and each import between them with the first file that makes it.
 * A feature that composes others (plans: the dashboard and the plan page) imports them; they never
 * import it back, or the two can only be read, changed and loaded together. The lint rule checks
 * the door (index.ts); this checks the direction.
 */
function featureCycles(files: ImportGraph): string[] {
  const features: ImportGraph = new Map();
  const imports: { from: string; to: string; file: string }[] = [];
  for (const [file, targets] of files) {
    const from = FEATURE_FILE.exec(file)?.[1];
    if (!from) continue;
    for (const target of targets) {
      const to = FEATURE_FILE.exec(target)?.[1];
      if (!to || to === from || features.get(from)?.includes(to)) continue;
      features.set(from, [...(features.get(from) ?? []), to]);
      imports.push({ from, to, file });
    }
  }
  return importCycles(features).map((group) => {
    const within = imports.filter(({ from, to }) => group.includes(from) && group.includes(to));
    const bothWays = within.filter(({ from, to }) => from < to && features.get(to)?.includes(from)).map(({ from, to }) => `${from} ⇄ ${to}`);
    const lines = within.map(({ from, to, file }) => `\n  ${from} → ${to}  (${file})`).join('');
    return `${group.join(', ')} import each other (${bothWays.length ? bothWays.join(', ') : 'round a loop'}):${lines}`;
  });
}

describe('web features depend one way', () => {
  it('no web features import each other, directly or round a loop, tests included', () => {
    const cycles = featureCycles(readImportGraph({ tests: true }));
    expect(
      cycles,
      'The feature that composes imports the other, never back: move what both need to web/lib (shared query keys: web/lib/query-keys.ts), web/components or test/.',
    ).toEqual([]);
  });

  it('finds features that import each other, directly or round a loop', () => {
    const files: ImportGraph = new Map([
      ['web/features/plans/routes/plan-page.tsx', ['web/features/submissions/index.ts', 'web/lib/utils.ts']],
      ['web/features/submissions/api/plan-challenge.ts', ['web/features/plans/index.ts']],
      ['web/features/orders/routes/order-page.tsx', ['web/features/shop/index.ts']],
      ['web/features/shop/lib/cart.ts', ['web/features/auth/index.ts']],
      ['web/features/auth/api/use-auth.ts', ['web/features/orders/index.ts']],
      ['web/features/payments/index.ts', ['web/features/auth/index.ts']],
    ]);
    expect(featureCycles(files)).toEqual([
      [
        'plans, submissions import each other (plans ⇄ submissions):',
        '  plans → submissions  (web/features/plans/routes/plan-page.tsx)',
        '  submissions → plans  (web/features/submissions/api/plan-challenge.ts)',
      ].join('\n'),
      [
        'auth, orders, shop import each other (round a loop):',
        '  orders → shop  (web/features/orders/routes/order-page.tsx)',
        '  shop → auth  (web/features/shop/lib/cart.ts)',
        '  auth → orders  (web/features/auth/api/use-auth.ts)',
      ].join('\n'),
    ]);
  });
});
