// The shop feature's public face: what other features use of it; they import from here, never from inside.
export { clearConfiguration } from './lib/saved-configuration';
export { usePrices } from './lib/use-prices';
export { useWorkingDays } from './lib/use-working-days';
