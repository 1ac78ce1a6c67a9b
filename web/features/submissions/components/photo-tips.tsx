import { Lightbulb } from 'lucide-react';

const TIPS = [
  'Use natural light: near a window, without flash',
  'Get the full drawing in the frame, edges included',
  'Hold the camera parallel to the paper, straight above it',
  'Take multiple angles when the drawing has texture',
  'Make sure the photo is in focus before you send it',
];

/** Spec 000 §2: the photo-quality tips, next to the picker where the parent needs them. */
export function PhotoTips() {
  return (
    <aside aria-labelledby="photo-tips-title" className="rounded-xl border border-sky/40 bg-surface-2 p-4">
      <h3 id="photo-tips-title" className="flex items-center gap-2 font-bold text-sky">
        <Lightbulb className="size-5" aria-hidden="true" />
        Tips for a great photo
      </h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}
