import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useCatalogue } from "#web/lib/commerce/use-catalogue.ts";
import { readSession, removeSession, writeSession } from "#web/lib/session-storage.ts";
import { CHECKOUT_DEFINITION_KEY, CHECKOUT_PACKAGE_KEY, type CheckoutInput, resolveCheckout } from "./checkout-input";

const UNRESOLVED: CheckoutInput = { package: null, definitionId: undefined };

type CheckoutInputState = CheckoutInput & { status: "loading" | "ready" | "missing" };

/**
 * The checkout's package and definition (spec section 2): resolved from the query, navigation state
 * or session storage; kept in session storage and in the address bar; /packages when none resolves.
 */
export function useCheckoutInput(): CheckoutInputState {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const catalogue = useCatalogue();
  // State and storage are read as the page opens; later writes are the page's own.
  const [opened] = useState(() => ({
    state: location.state as unknown,
    stored: { package: readSession(CHECKOUT_PACKAGE_KEY), definitionId: readSession(CHECKOUT_DEFINITION_KEY) },
  }));
  const queryPackageId = params.get("packageId");
  const queryDefinitionId = params.get("definitionId");
  // Nothing resolves while the catalogue loads: a stored package must not beat the query's id
  // just because the catalogue that knows that id has not arrived yet.
  const settled = catalogue.isSuccess || catalogue.isError;
  const input = useMemo(
    () =>
      settled
        ? resolveCheckout(
            { query: { packageId: queryPackageId, definitionId: queryDefinitionId }, ...opened },
            catalogue.data?.packages,
          )
        : UNRESOLVED,
    [settled, queryPackageId, queryDefinitionId, opened, catalogue.data],
  );
  const packageId = input.package?.id;
  const { definitionId } = input;

  useEffect(() => {
    if (settled && !packageId) void navigate("/packages", { replace: true });
  }, [settled, packageId, navigate]);

  useEffect(() => {
    if (!input.package) return;
    writeSession(CHECKOUT_PACKAGE_KEY, JSON.stringify(input.package));
    if (definitionId) writeSession(CHECKOUT_DEFINITION_KEY, definitionId);
  }, [input.package, definitionId]);

  useEffect(() => {
    if (!packageId) return;
    if (queryPackageId === packageId && (queryDefinitionId ?? undefined) === definitionId) return;
    const next = new URLSearchParams({ packageId });
    if (definitionId) next.set("definitionId", definitionId);
    setParams(next, { replace: true, state: location.state, preventScrollReset: true });
  }, [packageId, definitionId, queryPackageId, queryDefinitionId, setParams, location.state]);

  // Spec section 3: the definition id is forgotten when the checkout closes.
  useEffect(() => () => removeSession(CHECKOUT_DEFINITION_KEY), []);

  return { ...input, status: !settled ? "loading" : packageId ? "ready" : "missing" };
}
