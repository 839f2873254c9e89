import { createRoute } from "@hono/zod-openapi";
import { refreshSession } from "#services/auth/refresh-session";
import { requestPasswordReset } from "#services/auth/request-password-reset";
import { resetPassword } from "#services/auth/reset-password";
import { signIn } from "#services/auth/sign-in";
import { signOut } from "#services/auth/sign-out";
import { signUp } from "#services/auth/sign-up";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutRequest,
  ZRefreshRequest,
  ZRefreshResponse,
  ZResetPasswordRequest,
  ZSignupRequest,
  ZSignupResponse,
  ZSuccessResponse,
} from "#shared/schemas/auth";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { errorResponses, jsonBody, jsonResponse } from "./route-parts";

const tags = ["Accounts"];

const signupRoute = createRoute({
  method: "post",
  path: "/users",
  tags,
  summary: "Sign up",
  description:
    "Creates an account. A taken email answers 409 with code 1 (the spec's sign-up error code) and details.key emailTaken.",
  request: jsonBody(ZSignupRequest),
  responses: {
    201: jsonResponse(ZSignupResponse, "Account created"),
    ...errorResponses(400, 409, 422),
  },
});

const loginRoute = createRoute({
  method: "post",
  path: "/connect/login",
  tags,
  summary: "Sign in",
  description: "`username` is the email. 10 failed attempts per email or address in 15 minutes answer 429.",
  request: jsonBody(ZLoginRequest),
  responses: { 200: jsonResponse(ZLoginResponse, "Signed in"), ...errorResponses(400, 401, 429) },
});

const refreshRoute = createRoute({
  method: "post",
  path: "/connect/refresh",
  tags,
  summary: "Exchange a refresh token",
  description: "Rotates the refresh token. Presenting one that was already exchanged ends its session.",
  request: jsonBody(ZRefreshRequest),
  responses: { 200: jsonResponse(ZRefreshResponse, "New tokens"), ...errorResponses(400, 401) },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/connect/logout",
  tags,
  summary: "Sign out",
  description: "Revokes the refresh token's session, including its access tokens.",
  request: jsonBody(ZLogoutRequest),
  responses: { 200: jsonResponse(ZSuccessResponse, "Signed out"), ...errorResponses(400) },
});

const forgotRoute = createRoute({
  method: "post",
  path: "/users/forgotpassword",
  tags,
  summary: "Request a password reset email",
  description: "Answers the same whether or not the email has an account.",
  request: jsonBody(ZForgotPasswordRequest),
  responses: { 200: jsonResponse(ZSuccessResponse, "Request accepted"), ...errorResponses(400, 429) },
});

const resetRoute = createRoute({
  method: "post",
  path: "/users/resetpassword",
  tags,
  summary: "Set a new password with a reset token",
  description: "Single use, valid 1 hour. Ends every session of the account.",
  request: jsonBody(ZResetPasswordRequest),
  responses: { 200: jsonResponse(ZSuccessResponse, "Password changed"), ...errorResponses(400, 422) },
});

export const authRoutes = openApiRouter()
  .openapi(signupRoute, async (c) => {
    const user = await signUp(serviceContext(c), c.req.valid("json"));
    return c.json({ success: true as const, message: AUTH_MESSAGES.accountCreated, user }, 201);
  })
  .openapi(loginRoute, async (c) => c.json(await signIn(serviceContext(c), c.req.valid("json")), 200))
  .openapi(refreshRoute, async (c) => c.json(await refreshSession(serviceContext(c), c.req.valid("json")), 200))
  .openapi(logoutRoute, async (c) => {
    await signOut(serviceContext(c), c.req.valid("json"));
    return c.json({ success: true as const, message: AUTH_MESSAGES.loggedOut }, 200);
  })
  .openapi(forgotRoute, async (c) => {
    const message = await requestPasswordReset(serviceContext(c), c.req.valid("json"));
    return c.json({ success: true as const, message }, 200);
  })
  .openapi(resetRoute, async (c) => {
    const message = await resetPassword(serviceContext(c), c.req.valid("json"));
    return c.json({ success: true as const, message }, 200);
  });
