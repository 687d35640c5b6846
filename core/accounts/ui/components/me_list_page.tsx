import type { ReactNode } from 'react'
import { SeoHead } from '~/components/site/seo_head'
import { MeShell, type MeTab } from './me_shell'
import { MeListPanel, pageAt, type MeListPanelProps } from './me_list_panel'

/** The props every personal-centre list page gets from its controller, besides its items. */
export interface MeListPageProps {
  tabs: MeTab[]
  active: string
  total: number
  page: number
  size: number
}

/**
 * A personal-centre tab page listing the member's own things: the shell with its tabs, the
 * page title (kept out of search engines) and the list panel, paged at the tab's address
 * `at` (?page=N) or through `at(page)`. `counted` puts the total in the heading; `extra`
 * holds what the page needs beside the list (its styles, an edit modal).
 */
export function MeListPage(
  props: MeListPageProps &
    Omit<MeListPanelProps, 'count' | 'paging'> & { at: string | ((page: number) => string); counted?: boolean; extra?: ReactNode }
) {
  const { tabs, active, total, page, size, at, counted, extra, ...panel } = props
  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title={panel.title} noindex />
      {extra}
      <MeListPanel
        {...panel}
        count={counted ? total : undefined}
        paging={typeof at === 'string' ? pageAt(at, { total, size, page }) : { total, size, page, urlOf: at }}
      />
    </MeShell>
  )
}
