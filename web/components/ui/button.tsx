import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/cn.ts";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
      },
      size: {
        default: "h-10 justify-center whitespace-nowrap px-4 py-2 text-sm",
        sm: "h-9 justify-center whitespace-nowrap px-3 text-sm",
        lg: "h-11 justify-center whitespace-nowrap px-6 text-base",
        icon: "size-10 justify-center text-sm",
        "icon-sm": "size-9 justify-center text-sm",
        /** One of several answers to choose from: wraps, left-aligned, at least two lines high. */
        choice: "min-h-12 justify-start whitespace-normal px-4 py-3 text-left text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A button; a link that looks like one is a `ButtonLink`. */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  // type="button" unless asked: a button inside a form must not submit it by accident.
  return <button type={type ?? "button"} className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
