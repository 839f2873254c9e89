import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptField, secureFields } from "#shared/auth/secured-fields";
import { ZSignupResponse } from "#shared/schemas/auth";
import { type ApiServer, startApiServer } from "../support/api-server";
import { createUser, login, PASSWORD, post, uniqueEmail } from "../support/auth-client";

const KEY_HEX = "11".repeat(32);
const IV_HEX = "22".repeat(16);
const securedKey = { key: new Uint8Array(32).fill(0x11), iv: new Uint8Array(16).fill(0x22) };

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ env: { SECURED_FIELD_KEY: KEY_HEX, SECURED_FIELD_IV: IV_HEX } });
});
afterAll(() => server.close());

const valid = () => ({ email: uniqueEmail(), password: PASSWORD, firstName: "José", lastName: "Núñez Müller" });

describe("POST /api/users (sign-up)", () => {
  it("creates the account and answers the User shape with empty package counts", async () => {
    const payload = valid();
    const response = await post(server, "/api/users", payload);
    expect(response.status).toBe(201);
    const body = ZSignupResponse.parse(response.body);
    expect(body).toMatchObject({ success: true, message: "Account created successfully" });
    expect(body.user).toMatchObject({
      email: payload.email,
      firstName: "José",
      lastName: "Núñez Müller",
      rfpGeneratorPackages: 0,
      completeDocumentationPackagesUsed: 0,
      developmentHours: 0,
    });
  });

  it("makes the last name optional (sent empty when missing)", async () => {
    const { lastName: _unused, ...payload } = valid();
    const response = await post<{ user: { lastName: string } }>(server, "/api/users", payload);
    expect(response.status).toBe(201);
    expect(response.body.user.lastName).toBe("");
  });

  it("refuses a taken email in any letter case with 409, the spec's sign-up error code 1 and the key emailTaken", async () => {
    const first = await createUser(server);
    const response = await post(server, "/api/users", { ...valid(), email: first.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      success: false,
      message: "An account with this email already exists",
      error: {
        code: "1",
        message: "An account with this email already exists",
        details: { key: "emailTaken" },
      },
    });
  });

  it("gives exactly one account to two simultaneous sign-ups with one email", async () => {
    const payload = valid();
    const statuses = await Promise.all([0, 1, 2].map(() => post(server, "/api/users", payload).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it("enforces the password rules with the spec's messages (422)", async () => {
    const response = await post(server, "/api/users", { ...valid(), password: "short" });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      success: false,
      error: { code: "VALIDATION_ERROR" },
      message:
        "Password must be at least 8 characters long. Password must contain at least one uppercase letter. " +
        "Password must contain at least one number. Password must contain at least one special character",
    });
    const lower = await post(server, "/api/users", { ...valid(), password: "NOLOWER1!" });
    expect(lower.body.message).toBe("Password must contain at least one lowercase letter");
  });

  it.each([
    [{ firstName: "R2D2" }, "Only letters and spaces are allowed"],
    [{ lastName: "O'Brien" }, "Only letters and spaces are allowed"],
    [{ firstName: "A".repeat(101) }, "Must be at most 100 characters"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
  ])("refuses %o with 400 and the rule's message, creating nothing", async (change, message) => {
    const payload = { ...valid(), ...change };
    const response = await post(server, "/api/users", payload);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message, error: { code: "VALIDATION_ERROR" } });
    const retry = await post(server, "/api/users", { ...payload, ...valid(), email: payload.email });
    if (!("email" in change)) expect(retry.status).toBe(201);
  });

  it("refuses missing required fields and a body that is not JSON with 400", async () => {
    const missing = await post(server, "/api/users", { email: uniqueEmail() });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("Password is required");
    const broken = await server.fetch("/api/users", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
  });
});

describe("secured payloads (AES-256-CBC, spec section 7)", () => {
  it("accepts an encrypted sign-up and login, and plain ones beside them", async () => {
    const plain = valid();
    const response = await post(server, "/api/users", await secureFields("signup", plain, securedKey));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ user: { email: plain.email, firstName: "José" } });

    const secured = await post(
      server,
      "/api/connect/login",
      await secureFields("login", { username: plain.email, password: plain.password }, securedKey),
    );
    expect(secured.status).toBe(200);
    expect((await login(server, plain.email)).access_token).toBeTruthy();
  });

  it("answers 400 ENCRYPTION_ERROR for a secured field that does not decrypt, and creates nothing", async () => {
    const plain = valid();
    const wrongKey = { key: new Uint8Array(32).fill(9), iv: securedKey.iv };
    for (const body of [
      { ...plain, email: "not base64!", secured: true },
      { ...plain, email: await encryptField(plain.email, wrongKey), secured: true },
      { ...(await secureFields("signup", plain, securedKey)), password: "c2hvcnQ=" },
    ]) {
      const response = await post(server, "/api/users", body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: { code: "ENCRYPTION_ERROR" } });
    }
    expect((await post(server, "/api/users", plain)).status).toBe(201);
  });

  it("answers 400 ENCRYPTION_ERROR when the server has no key for a secured payload", async () => {
    const keyless = await startApiServer();
    try {
      const response = await post(keyless, "/api/users", await secureFields("signup", valid(), securedKey));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: "ENCRYPTION_ERROR" } });
    } finally {
      await keyless.close();
    }
  });

  it("publishes the key for the browser only when one is configured", async () => {
    const response = await server.fetch("/api/client-config");
    expect(await response.json()).toEqual({
      securedFields: {
        key: Buffer.from(KEY_HEX, "hex").toString("base64"),
        iv: Buffer.from(IV_HEX, "hex").toString("base64"),
      },
      payments: { mode: "sandbox" },
    });
  });
});

describe("tRPC auth.signup", () => {
  it("runs the same rules: a taken email is a CONFLICT with the spec's message", async () => {
    const user = await createUser(server);
    const response = await server.fetch("/trpc/auth.signup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...valid(), email: user.email }),
    });
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(error.message).toBe("An account with this email already exists");
    expect(error.data).toMatchObject({ httpStatus: 409, appCode: "1", details: { key: "emailTaken" } });
  });
});
