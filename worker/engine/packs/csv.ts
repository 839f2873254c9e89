/**
 * RFC 4180 CSV: CRLF between records, a field quoted when it holds a comma, a quote or a line
 * break (quotes doubled inside). Every record has as many fields as the header.
 */
export function csv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const record = (fields: readonly (string | number)[]) => fields.map((field) => csvField(String(field))).join(",");
  return `${[header, ...rows].map(record).join("\r\n")}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
