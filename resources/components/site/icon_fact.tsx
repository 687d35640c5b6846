import type { ReactNode } from 'react'

/** One fact of a meta line (author, pages, views, downloads...): a small icon, then its value. */
export function IconFact({ icon, title, children }: { icon: ReactNode; title?: string; children: ReactNode }) {
  return (
    <span title={title}>
      {icon}
      {children}
    </span>
  )
}
