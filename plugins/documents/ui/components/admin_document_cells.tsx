import type { ReactNode } from 'react'
import { Tag, Typography } from '@douyinfe/semi-ui-19'
import { formatBytes } from '~/lib/format'
import { AdminCover } from './admin_cover'
import type { AdminDocumentRow } from './admin_types'
import './admin_documents.css'

/** The document column of the admin lists: cover, title, then "#id · type · size" and what the page adds. */
export function AdminDocumentCell({
  row,
  narrow = false,
  link,
  meta = '',
  children,
}: {
  row: AdminDocumentRow
  /** A shorter title, for a list with more columns (the recycle bin). */
  narrow?: boolean
  /** The title opens the document in a new tab. */
  link?: boolean
  meta?: string
  children?: ReactNode
}) {
  return (
    <div className="ds-docadmin-doc">
      <AdminCover cover={row.cover} ext={row.ext} />
      <div className="ds-docadmin-doc__text">
        <Typography.Text
          strong
          link={link ? { href: `/document/${row.id}`, target: '_blank', rel: 'noopener noreferrer' } : undefined}
          ellipsis={{ showTooltip: true }}
          className={`ds-docadmin-doc__title${narrow ? ' ds-docadmin-doc__title--narrow' : ''}`}
        >
          {row.title}
        </Typography.Text>
        <span className="ds-docadmin-muted">
          #{row.id} · {row.ext.replace('.', '').toUpperCase() || '未知'} · {formatBytes(row.size)}
          {meta}
        </span>
        {children}
      </div>
    </div>
  )
}

/** Who uploaded the document (the profile opens in a new tab with `link`), or 已注销. */
export function AdminUploader({ row, link, className }: { row: AdminDocumentRow; link?: boolean; className: string }) {
  if (!row.username) return <span className="ds-docadmin-muted">已注销</span>
  return (
    <Typography.Text
      link={link ? { href: `/user/${row.user_id}`, target: '_blank', rel: 'noopener noreferrer' } : undefined}
      ellipsis={{ showTooltip: true }}
      className={className}
    >
      {row.username}
    </Typography.Text>
  )
}

/** The 分类 column of the admin document tables. */
export function adminCategoryColumn(width: number) {
  return {
    title: '分类',
    dataIndex: 'category',
    width,
    render: (items: AdminDocumentRow['category']) => <AdminCategoryTags items={items} />,
  }
}

/** The categories of a document as tags, or 未分类. */
export function AdminCategoryTags({ items }: { items: AdminDocumentRow['category'] }) {
  if (!items.length) return <span className="ds-docadmin-muted">未分类</span>
  return (
    <div className="ds-docadmin-tags">
      {items.map((item) => (
        <Tag key={item.id} size="small" color="light-blue">
          {item.title}
        </Tag>
      ))}
    </div>
  )
}
