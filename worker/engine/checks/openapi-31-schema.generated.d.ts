/** The compiled OpenAPI 3.1 schema validator (see scripts/build/openapi-validator.ts). */
export type SchemaError = { instancePath: string; message?: string; params?: Record<string, unknown> };
export declare function validate(data: unknown): boolean;
export declare namespace validate {
  let errors: SchemaError[] | null | undefined;
}
export default validate;
