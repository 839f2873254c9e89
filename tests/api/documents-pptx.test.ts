import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDeck } from "#engine/deck/read-deck";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, post } from "../support/auth-client";
import { readyDefinition, streamEvents } from "../support/documents-client";
import { zipEntries } from "../support/zip-entries";

/** The pitch deck as PowerPoint, made by the server from the deck its stored HTML carries. */
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

async function definitionWithDeck() {
  const ready = await readyDefinition(server);
  const { events } = await streamEvents(server, ready.buyer, ready.definitionId, "pitch");
  expect(events.at(-1)?.type).toBe("done");
  const html = await (
    await server.fetch(`/api/conversations/${ready.definitionId}/documents/pitch`, {
      headers: bearer(ready.buyer.token),
    })
  ).text();
  const deck = readDeck(html);
  if (!deck) throw new Error("the stored deck carries no data");
  return { ...ready, deck };
}

describe("GET .../documents/pitch?format=pptx", () => {
  it("is a PowerPoint file of the same slides, each with its notes, and native charts", async () => {
    const { buyer, definitionId, deck } = await definitionWithDeck();
    const response = await server.fetch(`/api/conversations/${definitionId}/documents/pitch?format=pptx`, {
      headers: bearer(buyer.token),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(PPTX);
    expect(response.headers.get("content-disposition")).toBe('inline; filename="TaskNest-pitch.pptx"');
    const entries = zipEntries(new Uint8Array(await response.arrayBuffer()));
    const count = (pattern: RegExp) => entries.filter((name) => pattern.test(name)).length;
    expect(count(/^ppt\/slides\/slide\d+\.xml$/)).toBe(deck.slides.length);
    expect(count(/^ppt\/notesSlides\/notesSlide\d+\.xml$/)).toBe(deck.slides.length);
    expect(count(/^ppt\/charts\/chart\d+\.xml$/)).toBeGreaterThanOrEqual(1);
  });

  it("is its owner's only, and refuses other documents", async () => {
    const { definitionId } = await definitionWithDeck();
    const other = await readyDefinition(server);
    const foreign = await server.fetch(`/api/conversations/${definitionId}/documents/pitch?format=pptx`, {
      headers: bearer(other.buyer.token),
    });
    expect(foreign.status).toBe(404);
    expect((await server.fetch(`/api/conversations/${definitionId}/documents/pitch?format=pptx`)).status).toBe(401);
    const rfp = await server.fetch(`/api/conversations/${other.definitionId}/documents/rfp?format=pptx`, {
      headers: bearer(other.buyer.token),
    });
    expect(rfp.status).toBe(400);
    expect(await rfp.json()).toMatchObject({
      success: false,
      message: "Only the pitch deck can be downloaded as .pptx",
    });
  });

  it("downloads through a signed link made for it, which cannot be turned into another format", async () => {
    const { buyer, definitionId } = await definitionWithDeck();
    const link = await post<{ url: string }>(
      server,
      `/api/conversations/${definitionId}/documents/pitch/link`,
      { download: true, format: "pptx" },
      bearer(buyer.token),
    );
    expect(link.status).toBe(200);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="TaskNest-pitch.pptx"');
    expect(new Uint8Array(await file.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    expect((await fetch(link.body.url.replace("format=pptx&", ""))).status).toBe(401);
    const html = await post<{ url: string }>(
      server,
      `/api/conversations/${definitionId}/documents/pitch/link`,
      { download: true },
      bearer(buyer.token),
    );
    expect((await fetch(html.body.url.replace("download=1&", "download=1&format=pptx&"))).status).toBe(401);
  });
});
