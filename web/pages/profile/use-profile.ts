import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "#web/lib/trpc.ts";

/** The signed-in user as the server has it now (users.me). */
export function useProfile(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.users.me.queryOptions(), enabled });
}
