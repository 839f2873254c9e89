/**
 * A strict RFC 4180 reader: CRLF between records, a field with a comma, a quote or a line break
 * quoted (quotes doubled), no quote inside an unquoted field, every record as wide as the header.
 * Importers that read a file another way (Excel's, Jira's, Linear's) agree with it on such a file.
 */
export function parseRfc4180(text: string): { rows: string[][]; problems: string[] } {
  const problems: string[] = [];
  const rows: string[][] = [];
  let row: string[] = [];
  let index = 0;
  if (!text.endsWith("\r\n")) problems.push("the file does not end with CRLF");
  while (index < text.length) {
    let field = "";
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) {
          problems.push("a quoted field is not closed");
          break;
        }
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        field += text[index];
        index += 1;
      }
    } else {
      while (index < text.length && text[index] !== "," && text[index] !== "\r" && text[index] !== "\n") {
        if (text[index] === '"') problems.push(`row ${rows.length + 1}: a quote inside an unquoted field`);
        field += text[index];
        index += 1;
      }
    }
    row.push(field);
    if (text[index] === ",") {
      index += 1;
      continue;
    }
    if (text.startsWith("\r\n", index)) {
      index += 2;
    } else if (index < text.length) {
      problems.push(`row ${rows.length + 1}: a record ends without CRLF`);
      index += 1;
    }
    rows.push(row);
    row = [];
  }
  const width = rows[0]?.length ?? 0;
  rows.forEach((fields, n) => {
    if (fields.length !== width) problems.push(`row ${n + 1} has ${fields.length} fields, the header ${width}`);
  });
  return { rows, problems };
}

/** Jira: a Summary column, a header without punctuation, known priorities, whole seconds. */
export function checkJiraCsv(text: string): { rows: Record<string, string[]>[]; problems: string[] } {
  const { rows, problems } = parseRfc4180(text);
  const [header = [], ...records] = rows;
  if (!header.includes("Summary")) problems.push("Jira needs a Summary column");
  for (const name of header) if (!/^[A-Za-z ]+$/.test(name)) problems.push(`Jira header "${name}" has punctuation`);
  const out = records.map((fields) => byName(header, fields));
  for (const record of out) {
    const summary = record.Summary?.[0] ?? "";
    if (!summary) problems.push("a Jira row without a Summary");
    if (summary.length > 255) problems.push(`Jira summary longer than 255: ${summary.slice(0, 30)}`);
    if (!["Highest", "High", "Medium", "Low", "Lowest"].includes(record.Priority?.[0] ?? "")) {
      problems.push(`${summary}: unknown Jira priority`);
    }
    if (!/^\d+$/.test(record["Original Estimate"]?.[0] ?? ""))
      problems.push(`${summary}: Original Estimate is not seconds`);
    for (const label of record.Labels ?? [])
      if (/\s/.test(label)) problems.push(`${summary}: a Jira label with a space`);
  }
  return { rows: out, problems };
}

/** Linear: Title, its priority names, a whole estimate, labels separated by commas in one cell. */
export function checkLinearCsv(text: string): { rows: Record<string, string[]>[]; problems: string[] } {
  const { rows, problems } = parseRfc4180(text);
  const [header = [], ...records] = rows;
  for (const name of ["Title", "Description", "Priority", "Estimate", "Labels", "Status"]) {
    if (!header.includes(name)) problems.push(`Linear needs a ${name} column`);
  }
  const out = records.map((fields) => byName(header, fields));
  for (const record of out) {
    const title = record.Title?.[0] ?? "";
    if (!title) problems.push("a Linear row without a Title");
    if (!["Urgent", "High", "Medium", "Low", "No priority"].includes(record.Priority?.[0] ?? "")) {
      problems.push(`${title}: unknown Linear priority`);
    }
    if (!/^\d+$/.test(record.Estimate?.[0] ?? "")) problems.push(`${title}: Estimate is not a whole number`);
  }
  return { rows: out, problems };
}

function byName(header: string[], fields: string[]): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  header.forEach((name, index) => {
    const value = fields[index] ?? "";
    if (value !== "") record[name] = [...(record[name] ?? []), value];
  });
  return record;
}
