import type { SearchKind } from './types.js'

const registered = new Map<string, SearchKind>()

/** Called from a plugin's boot hook: documents now, articles when that plugin joins. */
export function registerSearchKind(kind: SearchKind) {
  registered.set(kind.kind, kind)
}

export function searchKind(kind: string) {
  return registered.get(kind)
}

export function searchKindByType(docType: number) {
  return [...registered.values()].find((kind) => kind.docType === docType)
}

export function searchKinds() {
  return [...registered.values()]
}
