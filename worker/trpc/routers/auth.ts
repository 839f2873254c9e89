import { requestPasswordReset } from "#services/auth/request-password-reset";
import { resetPassword } from "#services/auth/reset-password";
import { signIn } from "#services/auth/sign-in";
import { signUp } from "#services/auth/sign-up";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZSignupResponse,
  ZSuccessResponse,
} from "#shared/schemas/auth";
import { publicProcedure, router } from "../init";

/** The auth calls of spec section 7, through the same services as the REST routes. */
export const authRouter = router({
  signup: publicProcedure
    .input(ZSignupRequest)
    .output(ZSignupResponse)
    .mutation(async ({ ctx, input }) => ({
      success: true as const,
      message: AUTH_MESSAGES.accountCreated,
      user: await signUp(ctx, input),
    })),
  login: publicProcedure
    .input(ZLoginRequest)
    .output(ZLoginResponse)
    .mutation(({ ctx, input }) => signIn(ctx, input)),
  forgotPassword: publicProcedure
    .input(ZForgotPasswordRequest)
    .output(ZSuccessResponse)
    .mutation(async ({ ctx, input }) => ({ success: true as const, message: await requestPasswordReset(ctx, input) })),
  resetPassword: publicProcedure
    .input(ZResetPasswordRequest)
    .output(ZSuccessResponse)
    .mutation(async ({ ctx, input }) => ({ success: true as const, message: await resetPassword(ctx, input) })),
});
