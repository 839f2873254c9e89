import { changePassword } from "#services/users/change-password";
import { deleteAccount } from "#services/users/delete-account";
import { getCurrentUser } from "#services/users/get-current-user";
import { getSettings, updateSettings } from "#services/users/settings";
import { SETTINGS_MESSAGES } from "#shared/errors/auth-messages";
import { ZSuccessResponse } from "#shared/schemas/auth";
import { ZChangePasswordRequest, ZDeleteAccountRequest, ZSettings, ZSettingsUpdate } from "#shared/schemas/settings";
import { ZUser } from "#shared/schemas/user";
import { protectedProcedure, router } from "../init";

export const usersRouter = router({
  settings: protectedProcedure.output(ZSettings).query(({ ctx }) => getSettings(ctx, ctx.user.id)),
  updateSettings: protectedProcedure
    .input(ZSettingsUpdate)
    .output(ZSettings)
    .mutation(({ ctx, input }) => updateSettings(ctx, ctx.user.id, input)),
  changePassword: protectedProcedure
    .input(ZChangePasswordRequest)
    .output(ZSuccessResponse)
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx, ctx.user, input);
      return { success: true as const, message: SETTINGS_MESSAGES.passwordUpdated };
    }),
  deleteAccount: protectedProcedure
    .input(ZDeleteAccountRequest)
    .output(ZSuccessResponse)
    .mutation(async ({ ctx, input }) => {
      await deleteAccount(ctx, ctx.user, input.email);
      return { success: true as const, message: SETTINGS_MESSAGES.accountDeleted };
    }),
  me: protectedProcedure.output(ZUser).query(({ ctx }) => getCurrentUser(ctx, ctx.user.id)),
});
