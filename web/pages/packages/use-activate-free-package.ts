import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { productName } from "#shared/commerce/catalogue";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { useAuthStore } from "#web/lib/auth/auth-context.tsx";
import { commerceMessages } from "#web/lib/commerce/commerce.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";

/**
 * The free package is activated, not checked out (spec section 4): the purchase call with no card
 * and quantity 1, then the refreshed user and the dashboard, or `next` where the activation is one
 * step of something else (the definitions list's Create: activate and start the questionnaire).
 */
export function useActivateFreePackage(definitionId: string | undefined, next = "/dashboard") {
  const t = useT(commerceMessages);
  const trpc = useTRPC();
  const store = useAuthStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: create } = useMutation(trpc.purchases.create.mutationOptions());
  // Busy until the dashboard opens, so the button cannot be pressed again in between.
  const [busy, setBusy] = useState(false);

  const activate = async (item: Pick<TCatalogueEntry, "name">) => {
    if (busy) return;
    setBusy(true);
    try {
      await create({ product: productName(item), cardStripeToken: "", quantity: 1, definitionId });
    } catch {
      setBusy(false);
      toast.error(t("activationFailed"), { description: t("activationFailedDescription") });
      return;
    }
    toast.success(t("packageActivated"), { description: t("packageActivatedDescription") });
    // What each definition may generate depends on the packages owned.
    void queryClient.invalidateQueries({ queryKey: trpc.definitions.pathKey() });
    await store.reloadUser();
    await navigate(next);
  };

  return { activate, busy };
}
