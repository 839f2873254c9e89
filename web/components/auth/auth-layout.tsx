import type { ReactNode } from "react";
import { Logo } from "../layout/logo";

type AuthLayoutProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

/** The frame of the sign-in, sign-up and password pages: logo, heading, the form's card, links below. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid w-full max-w-md gap-6 sm:py-4">
      <div className="grid justify-items-center gap-2 text-center">
        <Logo />
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance">{title}</h1>
        {subtitle && <p className="text-muted-foreground text-pretty">{subtitle}</p>}
      </div>
      {children}
      {footer && <div className="text-center text-sm text-muted-foreground">{footer}</div>}
    </div>
  );
}

/** A text link in the auth pages' style, focus ring included. */
export const AUTH_LINK =
  "rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
