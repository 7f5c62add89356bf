import { Heading } from '@friendly/ui';

/** A section's small label above its heading ('About Friendly Host' over the h2). */
export function SectionIntro({
  id,
  eyebrow,
  heading,
  className,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  className?: string;
}) {
  return (
    <div className={className}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
      <Heading id={id} level={2} size="xl" className="mt-2">
        {heading}
      </Heading>
    </div>
  );
}
