import { Link } from '@inertiajs/react'
import { Button, Popconfirm, Tag } from '@douyinfe/semi-ui-19'
import { IconDelete } from '@douyinfe/semi-icons'
import { formatDateTime } from '~/lib/format'
import { SeoHead } from '~/components/site/seo_head'
import { MeShell, type MeTab } from '../../../../../core/accounts/ui/components/me_shell'
import { MeListPanel, deleteAndReload, pageAt } from '../../../../../core/accounts/ui/components/me_list_panel'
import { CommunityStyles } from '../../components/community_styles'
import { STATUS_COLORS, type CommentRow } from '../../components/community_types'

interface Props {
  tabs: MeTab[]
  active: string
  comments: CommentRow[]
  total: number
  page: number
  size: number
  status_labels: Record<string, string>
}

export default function MeComments({ tabs, active, comments, total, page, size, status_labels: labels }: Props) {
  const remove = (comment: CommentRow) => deleteAndReload('/api/v1/comment', comment.id, { done: '评论已删除' }, ['comments', 'total'])

  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title="我的评论" noindex />
      <CommunityStyles />
      <MeListPanel
        title="我的评论"
        count={total}
        isEmpty={comments.length === 0}
        empty={{ title: '还没有发表过评论', description: '读到好内容时，留下你的看法吧' }}
        paging={pageAt('/me/comment', { total, size, page })}
      >
        <ul className="ds-cm-list">
          {comments.map((comment) => (
            <li className="ds-cm-item" key={comment.id} data-testid="me-comment">
              <div className="ds-cm-item__body">
                <p className="ds-cm-item__text">{comment.content}</p>
                <div className="ds-cm-item__meta">
                  <Tag size="small" color={STATUS_COLORS[comment.status] ?? 'grey'}>
                    {labels[comment.status] ?? comment.status}
                  </Tag>
                  {comment.link ? (
                    <Link href={comment.link}>评论于《{comment.document_title}》</Link>
                  ) : (
                    <span className="ds-cm-gone">内容已被删除</span>
                  )}
                  <span>{formatDateTime(comment.created_at)}</span>
                </div>
              </div>
              <div className="ds-cm-item__ops">
                <Popconfirm title="删除这条评论？" content="删除后不可恢复，回复也会一并删除" okText="删除" cancelText="取消" onConfirm={() => remove(comment)}>
                  <Button size="small" theme="borderless" type="danger" icon={<IconDelete />}>
                    删除
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      </MeListPanel>
    </MeShell>
  )
}
