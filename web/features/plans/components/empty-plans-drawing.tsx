import { EmptyStateSketch } from '@/components/empty-state-sketch';

/** The empty state's picture: a blank sheet with crayons waiting beside it. */
export function EmptyPlansDrawing() {
  return (
    <EmptyStateSketch>
      <path d="M34 16l84-6 6 96-86 4z" fill="#fbf6ea" stroke="#a9b0d6" />
      <path d="M52 84c10-14 20-14 28-2s18 10 26-6" stroke="#ff6b6b" />
      <path d="M146 26l30 64" stroke="#ffd166" strokeWidth="9" />
      <path d="M160 20l22 70" stroke="#4cc9f0" strokeWidth="9" />
      <path d="M138 40l24 56" stroke="#06d6a0" strokeWidth="9" />
    </EmptyStateSketch>
  );
}
