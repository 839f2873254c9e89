import { describe, expect, it } from "vitest";
import { lintOpenApi } from "../support/redocly-lint";

// Each lint runs the Redocly CLI once (~0.3 s alone, more on a busy 2-core machine).
const TIMEOUT = 30_000;

const VALID = `openapi: 3.1.0
info:
  title: Notes API
  version: 1.0.0
  description: Keeps short notes.
  license:
    name: MIT
    identifier: MIT
servers:
  - url: https://api.specwright.test/v1
security:
  - bearerAuth: []
tags:
  - name: notes
    description: Reading and writing notes.
paths:
  /notes/{noteId}:
    get:
      operationId: getNote
      summary: Get a note
      description: Returns one note.
      tags: [notes]
      parameters:
        - name: noteId
          in: path
          required: true
          description: The note's id.
          schema:
            type: string
            format: uuid
      responses:
        "200":
          description: The note.
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Note"
              example:
                id: 2f1c8a4e-9b7d-4c2a-8e5f-1a2b3c4d5e6f
                text: Buy milk
        "404":
          description: No such note.
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
  schemas:
    Note:
      type: object
      required: [id, text]
      properties:
        id:
          type: string
          format: uuid
        text:
          type: string
          minLength: 1
`;

const ruleIds = (problems: { ruleId: string }[]) => problems.map((p) => p.ruleId);

describe("lintOpenApi (Redocly recommended)", () => {
  it(
    "passes a complete 3.1 document with no errors and no warnings",
    async () => {
      const result = await lintOpenApi(VALID);
      expect(result.errors).toEqual([]);
      expect(result.warnings).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "reports an undeclared path parameter as an error, with a JSON pointer to the operation",
    async () => {
      const text = VALID.replace(/ {6}parameters:\n(?: {8}.*\n)+/, "");
      expect(text).not.toContain("parameters:");
      const { errors } = await lintOpenApi(text);
      expect(errors).toContainEqual({
        ruleId: "path-parameters-defined",
        severity: "error",
        message: "The operation does not define the path parameter `{noteId}` expected by path `/notes/{noteId}`.",
        location: "/paths/~1notes~1{noteId}/get/parameters",
      });
    },
    TIMEOUT,
  );

  it(
    "reports a missing operationId (a warning) and a duplicated one (an error)",
    async () => {
      // Two operations: /notes without an operationId, /archive reusing getNote.
      const twoPaths = VALID.replace(
        "paths:\n",
        `paths:
  /archive:
    get:
      operationId: getNote
      summary: List archived notes
      tags: [notes]
      responses:
        "200":
          description: Archived notes.
        "400":
          description: Bad request.
  /notes:
    get:
      summary: List notes
      tags: [notes]
      responses:
        "200":
          description: Notes.
        "400":
          description: Bad request.
`,
      );
      const { errors, warnings } = await lintOpenApi(twoPaths);
      expect(ruleIds(errors)).toEqual(["operation-operationId-unique"]);
      expect(ruleIds(warnings)).toEqual(["operation-operationId"]);
      expect(warnings[0]?.location).toBe("/paths/~1notes/get/operationId");
    },
    TIMEOUT,
  );

  it(
    "reads JSON text too",
    async () => {
      const doc = { openapi: "3.1.0", info: { title: "Empty", version: "1" }, paths: {} };
      const { errors, warnings } = await lintOpenApi(JSON.stringify(doc));
      expect(ruleIds(errors)).toEqual(["no-empty-servers"]);
      expect(ruleIds(warnings)).toEqual(["info-license"]);
    },
    TIMEOUT,
  );

  it(
    "rejects text that is not YAML",
    async () => {
      await expect(lintOpenApi("openapi: 3.1.0\ninfo: [unclosed\n")).rejects.toThrow(/Failed to parse/);
    },
    TIMEOUT,
  );
});
