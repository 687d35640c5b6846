import { Link } from '~/components/link'
import { Button, Tag } from '@douyinfe/semi-ui-19'
import { IconEdit, IconSend } from '@douyinfe/semi-icons'
import { formatDateTime } from '~/lib/format'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import { ConfirmDelete, deleteAndReload, MeListAction, MeRows } from '../../../../../core/accounts/ui/components/me_list_panel'
import type { ArticleItem } from '../../components/article_types'
import { apiUrl } from '~/lib/api_url'

interface Props extends MeListPageProps {
  articles: (ArticleItem & { reject_reason: string })[]
  status_labels: Record<string, string>
}

const COLORS: Record<number, 'amber' | 'green' | 'red'> = { 0: 'amber', 1: 'green', 2: 'red' }

export default function MeArticles({ articles, status_labels: labels, ...list }: Props) {
  const trash = (id: number) => deleteAndReload(apiUrl('articles.delete'), id, { done: '文章已删除' }, ['articles', 'total'])

  return (
    <MeListPage
      {...list}
      title="我的文章"
      at="/me/article"
      counted
      action={
        <MeListAction href="/post" icon={<IconSend />}>
          发布文章
        </MeListAction>
      }
      isEmpty={articles.length === 0}
      empty={{
        title: '还没有发布文章',
        description: '写下你的第一篇文章，',
        next: { href: '/post', text: '去发布' },
      }}
    >
      <MeRows
        items={articles}
        testId="me-article"
        row={(article) => ({
          body: (
            <div className="ds-me-row__title">
              <Link href={`/article/${article.id}`}>{article.title}</Link>
            </div>
          ),
          meta: (
            <>
              <Tag size="small" color={COLORS[article.status] ?? 'grey'}>
                {labels[article.status] ?? article.status}
              </Tag>
              <span>{formatDateTime(article.created_at)}</span>
              <span>{article.view_count} 阅读</span>
              <span>{article.comment_count} 评论</span>
            </>
          ),
          note: article.status === 2 && article.reject_reason && (
            <p className="ds-me-row__note is-error">拒绝原因：{article.reject_reason}</p>
          ),
          actions: (
            <>
              <Link href={`/post?id=${article.id}`}>
                <Button size="small" theme="borderless" icon={<IconEdit />}>
                  编辑
                </Button>
              </Link>
              <ConfirmDelete question="删除这篇文章？" detail="文章会移入回收站" onConfirm={() => trash(article.id)} />
            </>
          ),
        })}
      />
    </MeListPage>
  )
}
