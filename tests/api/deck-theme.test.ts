import { inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDeck } from "#engine/deck/read-deck";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call } from "../support/auth-client";
import { readyDefinition, streamEvents } from "../support/documents-client";
import { zipEntries } from "../support/zip-entries";

/** The deck's theme (decision 033): stored per definition, owner only, applied when the deck is read. */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

async function definitionWithDeck() {
  const ready = await readyDefinition(server);
  const { events } = await streamEvents(server, ready.buyer, ready.definitionId, "pitch");
  expect(events.at(-1)?.type).toBe("done");
  return ready;
}

/** One file of a zip archive as text (stored or deflated), found through its local header. */
function zipText(bytes: Uint8Array, name: string): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const wanted = new TextEncoder().encode(name);
  for (let at = 0; at + 30 < bytes.length; at++) {
    if (view.getUint32(at, true) !== 0x04034b50) continue;
    const method = view.getUint16(at + 8, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const found = bytes.subarray(at + 30, at + 30 + nameLength);
    if (found.length !== wanted.length || !found.every((byte, index) => byte === wanted[index])) continue;
    const data = bytes.subarray(at + 30 + nameLength + extraLength, at + 30 + nameLength + extraLength + size);
    return new TextDecoder().decode(method === 0 ? data : inflateRawSync(data));
  }
  throw new Error(`${name} is not in the archive`);
}

const path = (id: string) => `/api/conversations/${id}/deck-theme`;
const logoPath = (id: string) => `/api/conversations/${id}/deck-logo`;
/** A 1×1 PNG. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`).toString("base64");

describe("GET/PUT /api/conversations/{id}/deck-theme", () => {
  it("starts light, stores the founder's choice and draws the deck and its .pptx in it", async () => {
    const { buyer, definitionId } = await definitionWithDeck();
    const auth = bearer(buyer.token);
    expect((await call(server, "GET", path(definitionId), undefined, auth)).body).toEqual({
      theme: "light",
      accent: null,
      contact: null,
      logo: null,
    });
    const saved = await call(server, "PUT", path(definitionId), { theme: "dark", accent: "#FF6600" }, auth);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ theme: "dark", accent: "#ff6600", contact: null, logo: null });
    expect((await call(server, "GET", path(definitionId), undefined, auth)).body).toEqual(saved.body);

    const page = await (
      await server.fetch(`/api/conversations/${definitionId}/documents/pitch`, { headers: auth })
    ).text();
    expect(page).toContain('data-theme="dark"');
    expect(page).toContain("--bg:#111827");
    expect(page).toContain("--accent:#ff6600");
    const deck = readDeck(page);
    if (!deck) throw new Error("the deck carries no data");

    const response = await server.fetch(`/api/conversations/${definitionId}/documents/pitch?format=pptx`, {
      headers: auth,
    });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const entries = zipEntries(bytes);
    const count = (pattern: RegExp) => entries.filter((name) => pattern.test(name)).length;
    expect(count(/^ppt\/slides\/slide\d+\.xml$/)).toBe(deck.slides.length);
    expect(count(/^ppt\/notesSlides\/notesSlide\d+\.xml$/)).toBe(deck.slides.length);
    // Hours of work as bars, the use of funds as a doughnut: native charts, on a linear axis.
    const charts = entries.filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name));
    expect(charts.length).toBeGreaterThanOrEqual(2);
    const xml = charts.map((name) => zipText(bytes, name)).join("\n");
    expect(xml).toContain("<c:doughnutChart>");
    expect(xml).not.toContain("logBase");
    // An icon (a PNG image) on every slide.
    expect(count(/^ppt\/media\/.+\.png$/)).toBeGreaterThanOrEqual(deck.slides.length);
    // The theme's colours: the dark background, the accent; no requirement id shown.
    const second = zipText(bytes, "ppt/slides/slide2.xml");
    expect(second).toContain("111827");
    expect(second).toContain("FF6600");
    const slides = entries.filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    for (const name of slides) expect(zipText(bytes, name)).not.toMatch(/<a:t>[^<]*\bFR-\d+/);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const auth = bearer(buyer.token);
    await call(server, "PUT", path(definitionId), { theme: "bold", accent: null }, auth);
    for (const body of [
      { theme: "neon", accent: null },
      { theme: "light", accent: "red" },
      { theme: "light", accent: "#fff" },
      { theme: "light", accent: "url(#x)" },
      { theme: "light" },
      {},
      { theme: "light", accent: null, contact: "a\nb" },
      { theme: "light", accent: null, contact: "x".repeat(121) },
    ]) {
      const refused = await call(server, "PUT", path(definitionId), body, auth);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ success: false });
    }
    expect((await call(server, "GET", path(definitionId), undefined, auth)).body).toEqual({
      theme: "bold",
      accent: null,
      contact: null,
      logo: null,
    });
  });

  it("puts the founder's contact line under the ask on the closing slide, in the deck and its .pptx", async () => {
    const { buyer, definitionId } = await definitionWithDeck();
    const auth = bearer(buyer.token);
    const contact = "maria@tasknest.example · +1 555 0100";
    const saved = await call(server, "PUT", path(definitionId), { theme: "light", accent: null, contact }, auth);
    expect(saved.body).toEqual({ theme: "light", accent: null, contact, logo: null });
    // A later theme change without the contact keeps it; an empty one removes it.
    const themed = await call(server, "PUT", path(definitionId), { theme: "bold", accent: null }, auth);
    expect(themed.body).toMatchObject({ theme: "bold", contact });

    const page = await (
      await server.fetch(`/api/conversations/${definitionId}/documents/pitch`, { headers: auth })
    ).text();
    const deck = readDeck(page);
    if (!deck) throw new Error("the deck carries no data");
    const closing = page.slice(page.indexOf(`id="slide-${deck.slides.length}"`));
    expect(closing).toContain('<p class="contact">maria@tasknest.example · +1 555 0100</p>');
    expect(page.match(/class="contact"/g)).toHaveLength(1);
    const pptx = new Uint8Array(
      await (
        await server.fetch(`/api/conversations/${definitionId}/documents/pitch?format=pptx`, { headers: auth })
      ).arrayBuffer(),
    );
    expect(zipText(pptx, `ppt/slides/slide${deck.slides.length}.xml`)).toContain("maria@tasknest.example");

    const cleared = await call(server, "PUT", path(definitionId), { theme: "bold", accent: null, contact: "" }, auth);
    expect(cleared.body).toMatchObject({ contact: null });
  });

  it("is its owner's only", async () => {
    const { definitionId } = await readyDefinition(server);
    const other = await readyDefinition(server);
    const auth = bearer(other.buyer.token);
    expect((await call(server, "GET", path(definitionId), undefined, auth)).status).toBe(404);
    expect((await call(server, "PUT", path(definitionId), { theme: "dark", accent: null }, auth)).status).toBe(404);
    expect((await call(server, "GET", path(definitionId))).status).toBe(401);
    expect((await call(server, "GET", path("not-a-uuid"), undefined, auth)).status).toBe(400);
  });
});

/** How many images (icons, the logo) the deck's .pptx carries. */
async function pptxImages(definitionId: string, auth: Record<string, string>): Promise<number> {
  const response = await server.fetch(`/api/conversations/${definitionId}/documents/pitch?format=pptx`, {
    headers: auth,
  });
  return zipEntries(new Uint8Array(await response.arrayBuffer())).filter((name) => /^ppt\/media\//.test(name)).length;
}

describe("PUT/DELETE /api/conversations/{id}/deck-logo", () => {
  it("puts a PNG on the title and closing slides, the footer and the .pptx, and takes it off again", async () => {
    const { buyer, definitionId } = await definitionWithDeck();
    const auth = bearer(buyer.token);
    const saved = await call(server, "PUT", logoPath(definitionId), { type: "image/png", data: PNG }, auth);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ theme: "light", accent: null, contact: null, logo: "image/png" });
    const page = await (
      await server.fetch(`/api/conversations/${definitionId}/documents/pitch`, { headers: auth })
    ).text();
    expect(page).toContain(`url("data:image/png;base64,${PNG}")`);
    expect(page.match(/class="hero-logo logo-mark"/g)).toHaveLength(2);
    expect(page).toContain('<span class="footer-logo logo-mark" aria-hidden="true"></span>');
    const pptx = () => pptxImages(definitionId, auth);
    const withLogo = await pptx();
    const removed = await call(server, "DELETE", logoPath(definitionId), undefined, auth);
    expect(removed.body).toMatchObject({ logo: null });
    expect(withLogo).toBeGreaterThan(await pptx());
    const plain = await (
      await server.fetch(`/api/conversations/${definitionId}/documents/pitch`, { headers: auth })
    ).text();
    expect(plain).not.toContain("logo-mark");
  });

  it("puts an SVG's PNG drawing in the .pptx, and refuses a drawing that is not a PNG or belongs to a PNG", async () => {
    const { buyer, definitionId } = await definitionWithDeck();
    const auth = bearer(buyer.token);
    const logo = svg('<circle cx="5" cy="5" r="4"/>');
    const media = () => pptxImages(definitionId, auth);
    const put = (body: unknown) => call<{ message: string }>(server, "PUT", logoPath(definitionId), body, auth);
    expect((await put({ type: "image/svg+xml", data: logo })).status).toBe(200);
    const without = await media();
    for (const body of [
      { type: "image/svg+xml", data: logo, png: logo },
      { type: "image/png", data: PNG, png: PNG },
      { type: "image/svg+xml", data: logo, png: "%%%" },
    ]) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await media()).toBe(without);
    expect((await put({ type: "image/svg+xml", data: logo, png: PNG })).status).toBe(200);
    expect(await media()).toBeGreaterThan(without);
    const page = await (
      await server.fetch(`/api/conversations/${definitionId}/documents/pitch`, { headers: auth })
    ).text();
    // The page shows the SVG itself; the drawing is for the .pptx only.
    expect(page).toContain(`url("data:image/svg+xml;base64,${logo}")`);
    expect(page).not.toContain(PNG);
  });

  it("takes a clean SVG, refuses one with a script or an outside reference, a wrong type or over 200 KB, and changes nothing", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const auth = bearer(buyer.token);
    const clean = svg('<defs><linearGradient id="g"/></defs><circle cx="5" cy="5" r="4" fill="url(#g)"/>');
    expect(
      (await call(server, "PUT", logoPath(definitionId), { type: "image/svg+xml", data: clean }, auth)).status,
    ).toBe(200);
    const refusals: [unknown, string | null][] = [
      [{ type: "image/svg+xml", data: svg("<script>alert(1)</script>") }, "script"],
      [{ type: "image/svg+xml", data: svg('<circle r="4" onload="alert(1)"/>') }, "script"],
      [{ type: "image/svg+xml", data: svg('<image href="https://evil.example/x.png"/>') }, "script"],
      [{ type: "image/svg+xml", data: svg('<rect style="fill:url(https://evil.example/x)"/>') }, "script"],
      [{ type: "image/svg+xml", data: Buffer.from("not an svg").toString("base64") }, "PNG or an SVG"],
      [{ type: "image/png", data: svg("<circle r='4'/>") }, "PNG or an SVG"],
      [{ type: "image/jpeg", data: PNG }, null],
      [{ type: "image/png", data: "%%%" }, null],
      [
        {
          type: "image/png",
          data: Buffer.concat([Buffer.from(PNG, "base64"), Buffer.alloc(201 * 1024)]).toString("base64"),
        },
        "200 KB",
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await call<{ success: boolean; message: string }>(
        server,
        "PUT",
        logoPath(definitionId),
        body,
        auth,
      );
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(refused.body.message).toContain(message);
    }
    expect((await call(server, "GET", path(definitionId), undefined, auth)).body).toMatchObject({
      logo: "image/svg+xml",
    });
    const other = await readyDefinition(server);
    const foreign = await call(
      server,
      "PUT",
      logoPath(definitionId),
      { type: "image/png", data: PNG },
      bearer(other.buyer.token),
    );
    expect(foreign.status).toBe(404);
    expect((await call(server, "DELETE", logoPath(definitionId), undefined, bearer(other.buyer.token))).status).toBe(
      404,
    );
  });
});
