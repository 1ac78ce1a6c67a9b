import type { ReactNode } from 'react';

interface PanelSectionProps {
  /** The heading's id: the section is named by its title for screen readers. */
  titleId: string;
  title: ReactNode;
  /** A line or two under the title saying what the panel holds. */
  intro: ReactNode;
  children: ReactNode;
}

/** One of a plan page's bordered panels: its title and intro, then its content. */
export function PanelSection({ titleId, title, intro, children }: PanelSectionProps) {
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
      <div>
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {intro}
      </div>
      {children}
    </section>
  );
}
