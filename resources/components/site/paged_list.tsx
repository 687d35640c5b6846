import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Pagination } from '@douyinfe/semi-ui-19'
import { useMediaQuery } from '~/hooks/use_media_query'
import { PHONE_MAX_WIDTH } from '~/lib/site_routes'
import { useNavigating } from './filter_chips'
import './paged_list.css'

/**
 * A public list that dims while the next page loads, with the pager below it once there is
 * more than one page, plus plain previous/next links for crawlers and readers without script.
 */
export function PagedList({
  total,
  size,
  page,
  urlOf,
  children,
}: {
  total: number
  size: number
  page: number
  urlOf: (page: number) => string
  children: ReactNode
}) {
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`)
  const navigating = useNavigating()
  const lastPage = Math.max(1, Math.ceil(total / size))
  return (
    <>
      <div className={`ds-paged-list${navigating ? ' is-loading' : ''}`} aria-busy={navigating}>
        {children}
      </div>
      {lastPage > 1 && (
        <nav className="ds-paged-list__pagination" aria-label="分页">
          <Pagination
            total={total}
            pageSize={size}
            currentPage={page}
            size={phone ? 'small' : 'default'}
            onPageChange={(next) => router.visit(urlOf(next))}
          />
          <noscript>
            {page > 1 && <a href={urlOf(page - 1)}>上一页</a>}
            {page < lastPage && <a href={urlOf(page + 1)}>下一页</a>}
          </noscript>
        </nav>
      )}
    </>
  )
}
