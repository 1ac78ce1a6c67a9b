import { EmptyStateSketch } from '@/components/empty-state-sketch';

/** The picker's empty state: a blank sheet waiting for a drawing, with a camera beside it. */
export function EmptySheetDrawing() {
  return (
    <EmptyStateSketch>
      <path d="M30 14l86-4 4 98-88 4z" fill="#fbf6ea" stroke="#a9b0d6" />
      <path d="M50 78c8-18 18-20 26-6s16 12 24-8" stroke="#ff6b6b" />
      <circle cx="94" cy="36" r="9" stroke="#ffd166" />
      <path d="M140 50h46v40h-46z" stroke="#4cc9f0" />
      <path d="M152 50l6-9h14l6 9" stroke="#4cc9f0" />
      <circle cx="163" cy="70" r="10" stroke="#4cc9f0" />
    </EmptyStateSketch>
  );
}
