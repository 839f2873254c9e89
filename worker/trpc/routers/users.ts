import { ZUpdateUserRequest, ZUser } from "../../../shared/schemas/user";
import { getCurrentUser } from "../../services/users/get-current-user";
import { updateCurrentUser } from "../../services/users/update-current-user";
import { protectedProcedure, router } from "../init";

export const usersRouter = router({
  me: protectedProcedure.output(ZUser).query(({ ctx }) => getCurrentUser(ctx, ctx.user.id)),
  update: protectedProcedure
    .input(ZUpdateUserRequest)
    .output(ZUser)
    .mutation(({ ctx, input }) => updateCurrentUser(ctx, ctx.user.id, input)),
});
