/** A parsing problem, named by file and line so a feed's author can find it. */
export class GtfsFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file}, line ${line}: ${problem}`);
    this.name = 'GtfsFormatError';
  }
}

export interface CsvRecord {
  /** 1-based line in the file where the record starts. */
  line: number;
  values: Record<string, string>;
}

/**
 * RFC 4180 CSV as GTFS uses it: quoted fields may hold commas, quotes and line breaks; lines end
 * in LF or CRLF (the Nairobi feed mixes both); a UTF-8 byte-order mark is ignored.
 */
export function parseCsv(file: string, text: string): CsvRecord[] {
  const rows = splitRows(file, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const header = rows.shift();
  if (!header) throw new GtfsFormatError(file, 1, 'the file is empty; a header line is required');
  const columns = header.fields.map((name) => name.trim());
  return rows
    .filter((row) => !(row.fields.length === 1 && row.fields[0] === ''))
    .map((row) => {
      if (row.fields.length !== columns.length) {
        throw new GtfsFormatError(
          file,
          row.line,
          `expected ${columns.length} fields (${columns.join(',')}) but found ${row.fields.length}`,
        );
      }
      const values: Record<string, string> = {};
      columns.forEach((column, index) => {
        values[column] = row.fields[index] ?? '';
      });
      return { line: row.line, values };
    });
}

function splitRows(file: string, text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let i = 0;
  const endRow = () => {
    fields.push(field);
    rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
      i++;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      i++;
      continue;
    } else if (char === '\n') {
      endRow();
      line++;
      rowLine = line;
    } else field += char;
    i++;
  }
  if (quoted) throw new GtfsFormatError(file, rowLine, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}
