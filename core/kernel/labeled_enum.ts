type Entries = Record<string, readonly [value: number | string, label: string]>

type ValueOf<E extends Entries> = E[keyof E][0]

/**
 * A stored enum whose values people read by label (statuses, types, reasons), written once as
 * `Name: [value, label]`: the name → value map, the value → label map and the select options
 * cannot drift apart.
 */
export function defineLabeledEnum<const E extends Entries>(entries: E) {
  const pairs = Object.entries(entries)
  return {
    values: Object.fromEntries(pairs.map(([name, [value]]) => [name, value])) as { readonly [Name in keyof E]: E[Name][0] },
    labels: Object.fromEntries(pairs.map(([, [value, label]]) => [value, label])) as Record<ValueOf<E>, string>,
    options: pairs.map(([, [value, label]]) => ({ value: value as ValueOf<E>, label })),
  }
}
