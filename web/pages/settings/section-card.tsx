import type { ReactNode } from "react";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";

type SectionCardProps = { id: string; title: string; description: string; className?: string; children: ReactNode };

/** A titled group of settings; the card is a region named by its title. */
export function SectionCard({ id, title, description, className, children }: SectionCardProps) {
  return (
    <Card aria-labelledby={`${id}-title`} className={className}>
      <CardTitle id={`${id}-title`}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      <div className="mt-4">{children}</div>
    </Card>
  );
}
