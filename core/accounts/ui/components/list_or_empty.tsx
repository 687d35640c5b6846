import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { Empty } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { PagedList } from '~/components/site/paged_list'
import './accounts.css'

export interface ListPaging {
  total: number
  size: number
  page: number
  /** The address of another page of the list. */
  urlOf: (page: number) => string
}

/** The address of page N of a list at `path` (?page=N past the first). */
export function pageUrl(path: string) {
  return (page: number) => (page > 1 ? `${path}?page=${page}` : path)
}

/** What an empty list says, and where it sends the reader next (写下你的第一篇文章，去发布). */
export interface ListEmpty {
  title: string
  description?: ReactNode
  /** A link after the description. */
  next?: { href: string; text: string }
}

/** A list of the personal centre or a profile tab: its empty state, or the items with the pager. */
export function ListOrEmpty(props: { isEmpty: boolean; empty: ListEmpty; paging: ListPaging; children: ReactNode }) {
  const { isEmpty, empty, paging, children } = props
  if (isEmpty) {
    return (
      <Empty
        className="ds-acc-empty"
        image={<IllustrationNoContent className="ds-acc-empty-image" />}
        title={empty.title}
        description={
          empty.next ? (
            <span>
              {empty.description}
              <Link href={empty.next.href} className="ds-text-link">
                {empty.next.text}
              </Link>
            </span>
          ) : (
            empty.description
          )
        }
      />
    )
  }
  return (
    <PagedList total={paging.total} size={paging.size} page={paging.page} urlOf={paging.urlOf}>
      {children}
    </PagedList>
  )
}
