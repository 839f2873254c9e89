import { describe, expect, it } from "vitest";
import { readRoles } from "#engine/read/roles";
import { offlineFeatures } from "#engine/read/suggest-features";

const spanish = {
  q6: "Plano de mesas, reservas en línea, lista de espera",
  q7: "Dueño (configuración y facturación), Encargado de sala (gestiona reservas y mesas)",
  q10: "Stripe para depósitos, API de WhatsApp Business",
};

describe("the features offered at qGenerateFeatures", () => {
  it("are written in the user's language, as the documents that will name them are", () => {
    const features = offlineFeatures(spanish, "es");
    expect(features).toContain("Roles y permisos para Dueño, Encargado de sala");
    expect(features).toContain("Integración: Stripe para depósitos");
    expect(features.join("\n")).not.toMatch(/Integration:|Roles and permissions| for /);
  });

  it("keep their English wording for an English-speaking user", () => {
    const features = offlineFeatures({ ...spanish, q10: "Stripe for deposits" }, "en");
    expect(features).toContain("Integration: Stripe for deposits");
    expect(features).toContain("Roles and permissions for Dueño, Encargado de sala");
  });
});

describe("roles written as a list of names with their rights in brackets", () => {
  it("are each a role, not one role whose rights swallow the others", () => {
    const roles = readRoles(
      "Owner (all data, invites helpers), Helper (logs inspections), Inspector (read-only)",
      "en",
    );
    expect(roles.map(({ name, permissions }) => ({ name, permissions }))).toEqual([
      { name: "Owner", permissions: "all data, invites helpers" },
      { name: "Helper", permissions: "logs inspections" },
      { name: "Inspector", permissions: "read-only" },
    ]);
  });
});
