/** Staff's 复制保护 choice for one document (documents.copy_protection). */
export const CopyProtection = {
  /** What the site's 复制保护 setting says. */
  FollowSite: 0,
  /** No text layer: readers cannot select or copy the preview pages' text. */
  Protected: 1,
  /** The text layer is on even when the site protects its documents. */
  Allowed: 2,
} as const

export type CopyProtectionValue = (typeof CopyProtection)[keyof typeof CopyProtection]

export const COPY_PROTECTION_VALUES = Object.values(CopyProtection)

/** Whether a document's text may be selected in the reader: its own choice first, then the site's. */
export function isCopyProtected(document: { copyProtection: number }, siteProtects: boolean) {
  if (document.copyProtection === CopyProtection.Protected) return true
  if (document.copyProtection === CopyProtection.Allowed) return false
  return siteProtects
}
