/**
 * An object with one value for each of a list of names: `fieldsOf(['a', 'b'], z.string())` is
 * `{ a: z.string(), b: z.string() }`. Where several fields are alike (menu flags, links, a row's text
 * columns), their names are listed once and their schema written once; spread it into `z.object`
 * next to the fields that differ. No zod here, so zod-free modules can use it for plain values.
 */
export function fieldsOf<const Name extends string, Value>(
  names: readonly Name[],
  value: Value,
): Record<Name, Value> {
  return Object.fromEntries(names.map((name) => [name, value])) as Record<Name, Value>;
}
