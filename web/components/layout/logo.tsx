/**
 * The product mark and name; the mark is the favicon's drawing. `compact` keeps only the mark on
 * phones (the name stays for screen readers), leaving the header room for its controls.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 font-semibold tracking-tight">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path
          d="M9 22V10h9a4 4 0 0 1 0 8h-5"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary-foreground"
        />
        <path d="M13 22h10" strokeWidth="2.6" strokeLinecap="round" className="stroke-primary-foreground/60" />
      </svg>
      <span className={compact ? "text-lg max-sm:sr-only" : "text-lg"}>Specwright</span>
    </span>
  );
}
