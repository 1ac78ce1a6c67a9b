import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id: the section is named by its heading for screen readers (a landmark with a name). */
  titleId: string;
  title: ReactNode;
  /** h2 on a page; h3 inside a panel or dialog that already has its h2. */
  level?: 2 | 3;
  titleClassName?: string;
  className?: string;
  /** A table of contents is a navigation landmark, not a section. */
  as?: 'section' | 'nav';
  children?: ReactNode;
}

/** A section (or navigation) labelled by the heading it opens with. */
export function TitledSection({ titleId, title, level = 2, titleClassName, className, as: Landmark = 'section', children }: TitledSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Landmark aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Landmark>
  );
}
