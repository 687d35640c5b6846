import registry from '#core/kernel/plugin_registry'
import type { SearchKind } from './types.js'

const registered = new Map<string, SearchKind>()

export class SearchKindConflictError extends Error {}

/** Called from a plugin's boot hook; the kind's `type` must be free (0 and 1 are the spec's). */
export function registerSearchKind<Extra extends object>(kind: SearchKind<Extra>) {
  const taken = [...registered.values()].find((other) => other.type === kind.type && other.kind !== kind.kind)
  if (taken) {
    throw new SearchKindConflictError(`Search kind "${kind.kind}" wants type ${kind.type}, taken by "${taken.kind}" of ${taken.plugin}`)
  }
  registered.set(kind.kind, kind)
}

function enabled(kind: SearchKind) {
  return registry.isEnabled(kind.plugin)
}

/** A kind by its index key, for indexing: whether its plugin is enabled is the caller's business. */
export function searchKind(kind: string) {
  return registered.get(kind)
}

/** The kinds visitors may search, by type: documents (0), articles (1), then the plugins' own. */
export function searchKinds() {
  return [...registered.values()].filter(enabled).sort((a, b) => a.type - b.type)
}

/**
 * What the search records' 类型 column and filter call each `type`: every registered kind's
 * title, its plugin enabled or not (records of a kind switched off still carry its name).
 */
export function searchRecordTypes(): { type: number; label: string }[] {
  return [...registered.values()].sort((a, b) => a.type - b.type).map((kind) => ({ type: kind.type, label: kind.title }))
}

/** The kind of a `type` parameter; an unknown or disabled one is the first kind, none only when nothing is searchable. */
export function searchKindByType(type: number | undefined): SearchKind | undefined {
  const kinds = searchKinds()
  return kinds.find((kind) => kind.type === type) ?? kinds[0]
}
