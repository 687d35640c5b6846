import { Link } from '~/components/link'
import { IconCalendar, IconComment, IconEyeOpened, IconUser } from '@douyinfe/semi-icons'
import { formatDateTime } from '~/lib/format'
import { IconFact } from '~/components/site/icon_fact'
import type { ArticleItem } from './article_types'
import './article.css'

/** One article in a list: title, summary, author, date, views and comments. */
export function ArticleListItem({ article }: { article: ArticleItem }) {
  return (
    <li className="ds-art-item" data-testid="article-item">
      <Link className="ds-art-item__title" href={`/article/${article.id}`}>
        {article.title}
      </Link>
      {article.description && <p className="ds-art-item__desc">{article.description}</p>}
      <div className="ds-art-meta">
        <IconFact icon={<IconUser size="small" />}>{article.author || article.user?.username || '佚名'}</IconFact>
        <IconFact icon={<IconCalendar size="small" />}>{formatDateTime(article.created_at)}</IconFact>
        <IconFact icon={<IconEyeOpened size="small" />}>{article.view_count}</IconFact>
        <IconFact icon={<IconComment size="small" />}>{article.comment_count}</IconFact>
      </div>
    </li>
  )
}
