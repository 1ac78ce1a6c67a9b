// The plans feature's public face: what other features use of it; they import from here, never from inside.
export { planQueryKey, usePlan } from './api/get-plan';
export { plansQueryKey } from './api/plans-query-key';
