// The checkpoints feature's public face: what other features use of it; they import from here, never from inside.
export { CheckpointsList } from './components/checkpoints-list';
export { ThenAndNowCard } from './components/then-and-now-card';
