import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Empty, Pagination, Toast } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'

export interface MeListPaging {
  total: number
  size: number
  page: number
  onPage: (page: number) => void
}

/**
 * A personal-centre tab listing the member's own things: the heading (with the count and an
 * action), what sits above the list (a summary, filters), the list or its empty state, and
 * the pager once there is more than one page.
 */
export function MeListPanel(props: {
  title: string
  count?: number
  action?: ReactNode
  above?: ReactNode
  isEmpty: boolean
  empty: { title: string; description?: ReactNode }
  paging: MeListPaging
  children: ReactNode
}) {
  const { title, count, action, above, isEmpty, empty, paging, children } = props
  return (
    <>
      <div className="ds-me-list__head">
        <h2 className="ds-acc-panel__title">
          {title}
          {count ? `（${count}）` : ''}
        </h2>
        {action}
      </div>
      {above}
      {isEmpty ? (
        <Empty
          image={<IllustrationNoContent style={{ width: 150, height: 150 }} />}
          title={empty.title}
          description={empty.description}
          style={{ padding: '32px 0' }}
        />
      ) : (
        children
      )}
      {!isEmpty && paging.total > paging.size && (
        <div className="ds-me-list__pager">
          <Pagination total={paging.total} pageSize={paging.size} currentPage={paging.page} onPageChange={paging.onPage} />
        </div>
      )}
    </>
  )
}

/** Paging that reloads the tab's own address with ?page=N. */
export function pageAt(path: string, paging: Omit<MeListPaging, 'onPage'>): MeListPaging {
  return { ...paging, onPage: (page) => router.get(path, { page }) }
}

/** Deletes one of the member's items through the API, says so, and reloads the listed props. */
export async function deleteAndReload(endpoint: string, id: number, messages: { done: string; failed?: string }, only: string[]) {
  try {
    await api.delete(endpoint, { id: [id] })
    Toast.success(messages.done)
    router.reload({ only })
  } catch (error) {
    Toast.error((error as Error).message || messages.failed || '删除失败')
  }
}
