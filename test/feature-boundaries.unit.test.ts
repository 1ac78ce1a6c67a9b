import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { featureBoundaries } from '../eslint-rules/feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const web = path.resolve(import.meta.dirname, '..', 'web');
const inPlans = path.join(web, 'features/plans/components/plan-card.tsx');
const inLib = path.join(web, 'lib/utils.ts');

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inPlans, code: "import { usePlan } from '../api/get-plan';" },
    { filename: inPlans, code: "import { FeedbackView } from '@/features/submissions';" },
    { filename: inPlans, code: "import { FeedbackView } from '../../submissions';" },
    { filename: inPlans, code: "import { FeedbackView } from '../../submissions/index';" },
    { filename: inPlans, code: "import { Button } from '@/components/ui/button';" },
    { filename: inPlans, code: "import { z } from 'zod';" },
    { filename: inLib, code: "import { usePlan } from '@/features/plans/api/get-plan';" },
  ],
  invalid: [
    { filename: inPlans, code: "import { FeedbackView } from '@/features/submissions/components/feedback-view';", errors: [{ messageId: 'reachesIn' }] },
    { filename: inPlans, code: "import { labels } from '../../submissions/lib/labels';", errors: [{ messageId: 'reachesIn' }] },
    { filename: inPlans, code: "export { YourOrders } from '../../orders/components/your-orders';", errors: [{ messageId: 'reachesIn' }] },
    { filename: inPlans, code: "const page = () => import('@/features/orders/routes/order-page');", errors: [{ messageId: 'reachesIn' }] },
  ],
});
