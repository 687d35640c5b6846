/** What one kind's run did: rows copied now, rows copied by an earlier run, rows left out and why. */
export interface KindReport {
  kind: string
  label: string
  imported: number
  alreadyImported: number
  skipped: { sourceId: number; reason: string }[]
  /** Rows copied with a change worth knowing (merged into an existing account, a contact dropped). */
  notes: { sourceId: number; note: string }[]
}

export function kindReport(kind: string, label: string): KindReport {
  return { kind, label, imported: 0, alreadyImported: 0, skipped: [], notes: [] }
}

/** Told of each source row as it is handled: the CLI moves its progress bar with it. */
export interface ImportProgress {
  start(label: string, total: number): void
  advance(): void
  finish(): void
}

export const SILENT_PROGRESS: ImportProgress = { start() {}, advance() {}, finish() {} }
