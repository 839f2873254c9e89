import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

type ActionCardProps = { to: string; title: string; text: string; Icon: LucideIcon };

/** A card that is one big link to the next thing to do. */
export function ActionCard({ to, title, text, Icon }: ActionCardProps) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
      <span className="flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
      </span>
      <ArrowRight
        aria-hidden="true"
        className="size-5 shrink-0 self-center transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
