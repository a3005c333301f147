/** Each schema's field names, read once: presenters run for every row of every list. */
const fieldsOf = new WeakMap<object, readonly string[]>();

function fieldNames(schema: { shape: object }): readonly string[] {
  let fields = fieldsOf.get(schema);
  if (!fields) {
    fields = Object.keys(schema.shape);
    fieldsOf.set(schema, fields);
  }
  return fields;
}

/**
 * The columns of `row` that the contract's `schema` shows under the same name, as they are. A
 * presenter spreads them and writes only the fields that are renamed or computed; the schema
 * lists what the API shows, so a column it does not show (a password hash, who created a
 * record) is never copied.
 */
export function shownColumns<Shape extends object, Row extends object>(
  schema: { shape: Shape },
  row: Row,
): Pick<Row, Extract<keyof Row, keyof Shape>> {
  const shown: Partial<Row> = {};
  for (const key of fieldNames(schema)) {
    if (key in row) shown[key as keyof Row] = row[key as keyof Row];
  }
  return shown as Pick<Row, Extract<keyof Row, keyof Shape>>;
}
