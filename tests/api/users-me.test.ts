import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZUser } from "#shared/schemas/user";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call } from "../support/auth-client";
import { signedInUser } from "../support/factories";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

describe("GET /api/users/me", () => {
  it("answers the spec's User client shape with every field", async () => {
    const { user, tokens } = await signedInUser(server);
    const response = await call(server, "GET", "/api/users/me", undefined, bearer(tokens.access_token));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(ZUser.strict().parse(response.body)).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Ada",
      lastName: "Lovelace",
      rfpGeneratorPackages: 0,
      completeDocumentationPackages: 0,
      developmentWeekPackages: 0,
      developmentHoursPackages: 0,
      developmentHours: 0,
      developmentWeekHours: 0,
      developmentHoursUsed: 0,
      rfpGeneratorPackagesUsed: 0,
      completeDocumentationPackagesUsed: 0,
    });
  });
});

describe("PUT /api/users/me", () => {
  it("changes the first and last name of the caller only; the email stays", async () => {
    const { user, tokens } = await signedInUser(server);
    const other = await signedInUser(server);
    const response = await call(
      server,
      "PUT",
      "/api/users/me",
      { firstName: " Ángela ", lastName: "Ruiz", email: "new@example.com" },
      bearer(tokens.access_token),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email, firstName: "Ángela", lastName: "Ruiz" });
    const untouched = await call(server, "GET", "/api/users/me", undefined, bearer(other.tokens.access_token));
    expect(untouched.body).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("refuses names with other characters (400) and changes nothing", async () => {
    const { tokens } = await signedInUser(server);
    const response = await call(
      server,
      "PUT",
      "/api/users/me",
      { firstName: "Ada1", lastName: "" },
      bearer(tokens.access_token),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: "Only letters and spaces are allowed",
      error: { code: "VALIDATION_ERROR" },
    });
    const after = await call(server, "GET", "/api/users/me", undefined, bearer(tokens.access_token));
    expect(after.body).toMatchObject({ firstName: "Ada" });
  });

  it("needs a signed-in caller", async () => {
    expect((await call(server, "PUT", "/api/users/me", { firstName: "Eve" })).status).toBe(401);
  });
});
