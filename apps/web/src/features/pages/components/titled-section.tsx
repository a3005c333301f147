import type { ReactNode } from 'react';

/**
 * A part of a content page that a link can open at (`#id`), named by its own heading for screen
 * readers.
 */
export function TitledSection({
  id,
  heading,
  className,
  headingClassName,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
