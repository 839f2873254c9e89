import { createRoute, z } from "@hono/zod-openapi";
import { getDeckTheme, removeDeckLogo, setDeckLogo, setDeckTheme } from "#services/deck/deck-theme";
import { ZDeckLogoUpload } from "#shared/deck/logo";
import { ZDeckTheme, ZDeckThemeView } from "#shared/deck/theme";
import { issueKey } from "#shared/errors/catalogue";
import { requireUser } from "../http/require-user";
import { serviceContext } from "../http/service-context";
import { openApiRouter } from "./openapi-app";
import { BEARER, errorResponses, jsonBody, jsonResponse } from "./route-parts";

const params = z.object({ id: z.uuid({ error: issueKey("definitionNotFound") }) });
const ZDeckThemeBody = ZDeckTheme.meta({ id: "DeckTheme" });
const ZDeckThemeAnswer = ZDeckThemeView.meta({ id: "DeckThemeView" });
const ZDeckLogoBody = ZDeckLogoUpload.meta({ id: "DeckLogo" });

const getRoute = createRoute({
  method: "get",
  path: "/conversations/{id}/deck-theme",
  tags: ["Documents"],
  summary: "The pitch deck's theme and accent",
  description:
    "`theme` light, dark or bold; `accent` a colour as #rrggbb or null for the theme's own; `logo` the type of the founder's logo, or null. Without a choice: light, null, null. Owner only.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params },
  responses: { 200: jsonResponse(ZDeckThemeAnswer, "The theme"), ...errorResponses(400, 401, 404) },
});

const putRoute = createRoute({
  method: "put",
  path: "/conversations/{id}/deck-theme",
  tags: ["Documents"],
  summary: "Choose the pitch deck's theme and accent",
  description:
    "Applies when the deck is next opened, shared or downloaded as .pptx; no new generation (decision 033). An accent that would not read at 4.5:1 on the theme is drawn in its nearest shade that does. Owner only.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params, ...jsonBody(ZDeckThemeBody) },
  responses: { 200: jsonResponse(ZDeckThemeAnswer, "Saved"), ...errorResponses(400, 401, 404) },
});

const logoRoute = createRoute({
  method: "put",
  path: "/conversations/{id}/deck-logo",
  tags: ["Documents"],
  summary: "Put the founder's logo on the pitch deck",
  description:
    "`type` image/png or image/svg+xml, `data` the file in base64, at most 200 KB. Shown on the title and closing slides and in every footer. The .pptx shows a PNG, or for an SVG the optional `png`: a PNG drawing of it (at most 200 KB) that the browser makes at upload; an SVG sent without one is left out of the .pptx. 400 when larger, not the image it says, or an SVG with a script, an event handler or a reference outside itself; nothing changes then. Owner only.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params, ...jsonBody(ZDeckLogoBody) },
  responses: { 200: jsonResponse(ZDeckThemeAnswer, "Saved"), ...errorResponses(400, 401, 404) },
});

const removeLogoRoute = createRoute({
  method: "delete",
  path: "/conversations/{id}/deck-logo",
  tags: ["Documents"],
  summary: "Take the logo off the pitch deck",
  description: "The slides show their icons again; removing no logo changes nothing. Owner only.",
  security: BEARER,
  middleware: [requireUser] as const,
  request: { params },
  responses: { 200: jsonResponse(ZDeckThemeAnswer, "Removed"), ...errorResponses(400, 401, 404) },
});

export const deckThemeRoutes = openApiRouter()
  .openapi(getRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getDeckTheme(serviceContext(c), c.var.user.id, c.req.valid("param").id), 200);
  })
  .openapi(putRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const { id } = c.req.valid("param");
    return c.json(await setDeckTheme(serviceContext(c), c.var.user.id, id, c.req.valid("json")), 200);
  })
  .openapi(logoRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const { id } = c.req.valid("param");
    return c.json(await setDeckLogo(serviceContext(c), c.var.user.id, id, c.req.valid("json")), 200);
  })
  .openapi(removeLogoRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await removeDeckLogo(serviceContext(c), c.var.user.id, c.req.valid("param").id), 200);
  });
