import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";
import { applySettingsUpdate } from "#shared/settings/apply-update";
import { useAuthState } from "../auth/auth-context";
import { useTRPC, useTRPCClient } from "../trpc";
import { recordChange, settleChanges } from "./device-sync";

type SaveResult = { ok: true; settings: TSettings } | { ok: false; error: unknown };

// Saves under way per query client: only the last answer may replace the cached settings, or an
// earlier answer would undo, on screen, a choice made while it travelled.
const inFlight = new WeakMap<QueryClient, number>();

function track(queryClient: QueryClient, change: 1 | -1): number {
  const count = (inFlight.get(queryClient) ?? 0) + change;
  inFlight.set(queryClient, count);
  return count;
}

/**
 * Saves any of the signed-in user's settings. The cached settings change at once, so everything
 * reading them (the settings page, SettingsSync applying theme and language) follows immediately;
 * the server's answer then confirms them, and a failure reloads what is really saved. Until the
 * answer, the change is this device's own (device-sync.ts): a reload meanwhile still brings it.
 */
export function useSaveSettings(): (update: TSettingsUpdate) => Promise<SaveResult> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { user } = useAuthState();
  const userId = user?.id;
  return useCallback(
    async (update) => {
      const queryKey = trpc.users.settings.queryKey();
      const before = queryClient.getQueryData(queryKey);
      const applyNow = () =>
        queryClient.setQueryData(queryKey, (previous) => previous && applySettingsUpdate(previous, update));
      // At once, within the user's click (a controlled control must show its new state); and again
      // after cancelling a load under way, which puts back what was cached before that load.
      applyNow();
      recordChange(update);
      track(queryClient, 1);
      await queryClient.cancelQueries({ queryKey });
      applyNow();
      try {
        const settings = await client.users.updateSettings.mutate(update);
        if (track(queryClient, -1) === 0) queryClient.setQueryData(queryKey, settings);
        settleChanges(update, userId ? { user: userId, updatedAt: settings.updatedAt } : undefined);
        return { ok: true, settings };
      } catch (error) {
        track(queryClient, -1);
        settleChanges(update, undefined);
        // Put back what was saved before (the reload below cannot, when the server is out of reach).
        if (before) queryClient.setQueryData(queryKey, (shown) => shown && savedPart(shown, before, update));
        void queryClient.invalidateQueries({ queryKey });
        return { ok: false, error };
      }
    },
    [trpc, client, queryClient, userId],
  );
}

/** What is shown, with the fields an update was about to change back at their saved values. */
function savedPart(shown: TSettings, saved: TSettings, update: TSettingsUpdate): TSettings {
  const keys = Object.keys(update) as (keyof TSettings)[];
  const follows = new Set(shown.followsDevice);
  for (const key of keys) {
    if (key !== "timezone" && key !== "dateFormat") continue;
    if (saved.followsDevice.includes(key)) follows.add(key);
    else follows.delete(key);
  }
  return {
    ...shown,
    ...Object.fromEntries(keys.map((key) => [key, saved[key]])),
    followsDevice: saved.followsDevice.filter((key) => follows.has(key)),
  };
}
