import { Clapperboard } from 'lucide-react';

export interface Tutorial {
  title: string;
  description: string;
}

/**
 * A video that is still being made: an honest card saying so, never a player that does
 * nothing when pressed.
 */
export function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
      <div className="relative grid aspect-[5/2] place-items-center bg-surface-2 sm:aspect-video">
        <Clapperboard className="size-10 text-muted" aria-hidden="true" />
        <span className="absolute top-3 right-3 rounded-full bg-sunflower px-3 py-1 text-xs font-bold text-background">Coming Soon</span>
      </div>
      <div className="grid gap-1 p-5">
        <h3 className="text-lg font-bold">{tutorial.title}</h3>
        <p className="text-muted">{tutorial.description}</p>
      </div>
    </li>
  );
}
