import type { ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button, Toast } from '@douyinfe/semi-ui-19'
import { IconDelete } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { ListOrEmpty, pageUrl, type ListEmpty, type ListPaging } from './list_or_empty'
import { confirmFirst } from './confirm_first'

/**
 * A personal-centre tab listing the member's own things: the heading (with the count and an
 * action), what sits above the list (a summary, filters), the list or its empty state, and
 * the pager once there is more than one page.
 */
export interface MeListPanelProps {
  title: string
  count?: number
  action?: ReactNode
  above?: ReactNode
  isEmpty: boolean
  empty: ListEmpty
  paging: ListPaging
  children: ReactNode
}

export function MeListPanel(props: MeListPanelProps) {
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
      <ListOrEmpty isEmpty={isEmpty} empty={empty} paging={paging}>
        {children}
      </ListOrEmpty>
    </>
  )
}

/** The heading's button to where new things are made (发布文章, 上传文档). */
export function MeListAction({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link href={href}>
      <Button theme="solid" icon={icon}>
        {children}
      </Button>
    </Link>
  )
}

/** Paging over the tab's own address (?page=N). */
export function pageAt(path: string, paging: Omit<ListPaging, 'urlOf'>): ListPaging {
  return { ...paging, urlOf: pageUrl(path) }
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

/** What one row shows: its title or text, the meta line, an optional note and its actions. */
export interface MeRowParts {
  body: ReactNode
  meta: ReactNode
  note?: ReactNode
  actions?: ReactNode
}

/** A personal-centre list of `items`, each row drawn from the parts `row` gives. */
export function MeRows<T extends { id: number }>({ items, testId, row }: { items: T[]; testId: string; row: (item: T) => MeRowParts }) {
  return (
    <MeList>
      {items.map((item) => {
        const { body, ...parts } = row(item)
        return (
          <MeListRow key={item.id} testId={testId} {...parts}>
            {body}
          </MeListRow>
        )
      })}
    </MeList>
  )
}

/** The rows of a personal-centre list. */
export function MeList({ children }: { children: ReactNode }) {
  return <ul className="ds-me-list">{children}</ul>
}

/**
 * One row: what it is (a title or a text), a meta line under it, an optional note (why it was
 * refused, why it failed) and what can be done with it.
 */
export function MeListRow(props: { testId: string; meta: ReactNode; note?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { testId, meta, note, actions, children } = props
  return (
    <li className="ds-me-row" data-testid={testId}>
      <div className="ds-me-row__body">
        {children}
        <div className="ds-me-row__meta">{meta}</div>
        {note}
      </div>
      {actions && <div className="ds-me-row__ops">{actions}</div>}
    </li>
  )
}

/** A small red delete button that asks first. */
export function ConfirmDelete(props: { question: string; detail?: string; label?: string; keepText?: string; onConfirm: () => void }) {
  const label = props.label ?? '删除'
  const ask = () =>
    confirmFirst({ title: props.question, content: props.detail, okText: label, cancelText: props.keepText, onOk: props.onConfirm })
  return (
    <Button size="small" theme="borderless" type="danger" icon={<IconDelete />} onClick={ask}>
      {label}
    </Button>
  )
}
