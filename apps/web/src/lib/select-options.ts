/** A select's options for a fixed list of values (states, roles, kinds), each named by `label`. */
export function optionsOf<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}
