import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { productName } from "../../../shared/commerce/catalogue";
import { COMMERCE_MESSAGES } from "../../../shared/errors/commerce-messages";
import type { TCatalogueEntry } from "../../../shared/schemas/commerce";
import { useAuthStore } from "../../lib/auth/auth-context";
import { useTRPC } from "../../lib/trpc";

/**
 * The free package is activated, not checked out (spec section 4): the purchase call with no card
 * and quantity 1, then the refreshed user and the dashboard.
 */
export function useActivateFreePackage(definitionId: string | undefined) {
  const trpc = useTRPC();
  const store = useAuthStore();
  const navigate = useNavigate();
  const { mutateAsync: create } = useMutation(trpc.purchases.create.mutationOptions());
  // Busy until the dashboard opens, so the button cannot be pressed again in between.
  const [busy, setBusy] = useState(false);

  const activate = async (item: TCatalogueEntry) => {
    if (busy) return;
    setBusy(true);
    try {
      await create({ product: productName(item), cardStripeToken: "", quantity: 1, definitionId });
    } catch {
      setBusy(false);
      toast.error(COMMERCE_MESSAGES.activationFailed, { description: COMMERCE_MESSAGES.activationFailedDescription });
      return;
    }
    toast.success(COMMERCE_MESSAGES.packageActivated, { description: COMMERCE_MESSAGES.packageActivatedDescription });
    await store.reloadUser();
    await navigate("/dashboard");
  };

  return { activate, busy };
}
