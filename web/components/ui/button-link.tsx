import type { VariantProps } from "class-variance-authority";
import { Link, type LinkProps } from "react-router";
import { cn } from "#web/lib/cn.ts";
import { buttonVariants } from "./button";

type ButtonLinkProps = LinkProps & VariantProps<typeof buttonVariants>;

/** A router link that looks like a button: it navigates, so it is a link to assistive technology too. */
export function ButtonLink({ className, variant, size, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
