import type { LucideIcon } from "lucide-react";

type StatCardProps = { label: string; value: string; detail: string; Icon: LucideIcon };

/** One number of the dashboard's overview, with a line saying what it counts. */
export function StatCard({ label, value, detail, Icon }: StatCardProps) {
  return (
    <li className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <Icon aria-hidden="true" className="size-5 text-primary" />
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{detail}</p>
    </li>
  );
}
