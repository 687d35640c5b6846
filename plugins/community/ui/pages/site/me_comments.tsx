import { Link } from '~/components/link'
import { Tag } from '@douyinfe/semi-ui-19'
import { formatDateTime } from '~/lib/format'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import { ConfirmDelete, deleteAndReload, MeRows } from '../../../../../core/accounts/ui/components/me_list_panel'
import { STATUS_COLORS, type CommentRow } from '../../components/community_types'
import { apiUrl } from '~/lib/api_url'

interface Props extends MeListPageProps {
  comments: CommentRow[]
  status_labels: Record<string, string>
}

export default function MeComments({ comments, status_labels: labels, ...list }: Props) {
  const remove = (comment: CommentRow) =>
    deleteAndReload(apiUrl('community.comment.delete'), comment.id, { done: '评论已删除' }, ['comments', 'total'])

  return (
    <MeListPage
      {...list}
      title="我的评论"
      at="/me/comment"
      counted
      isEmpty={comments.length === 0}
      empty={{ title: '还没有发表过评论', description: '读到好内容时，留下你的看法吧' }}
    >
      <MeRows
        items={comments}
        testId="me-comment"
        row={(comment) => ({
          body: <p className="ds-me-row__text">{comment.content}</p>,
          meta: (
            <>
              <Tag size="small" color={STATUS_COLORS[comment.status] ?? 'grey'}>
                {labels[comment.status] ?? comment.status}
              </Tag>
              {comment.link ? (
                <Link href={comment.link}>评论于《{comment.document_title}》</Link>
              ) : (
                <span className="ds-me-row__gone">内容已被删除</span>
              )}
              <span>{formatDateTime(comment.created_at)}</span>
            </>
          ),
          actions: <ConfirmDelete question="删除这条评论？" detail="删除后不可恢复，回复也会一并删除" onConfirm={() => remove(comment)} />,
        })}
      />
    </MeListPage>
  )
}
