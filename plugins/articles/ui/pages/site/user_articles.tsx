import { ProfileListPage, type ProfileListPageProps } from '../../../../../core/accounts/ui/components/profile_shell'
import '../../components/article.css'
import { ArticleListItem } from '../../components/article_list_item'
import type { ArticleItem } from '../../components/article_types'

interface Props extends ProfileListPageProps {
  articles: ArticleItem[]
}

/** /user/{id}/article: the articles someone published. */
export default function UserArticlesPage({ articles, ...props }: Props) {
  return (
    <ProfileListPage
      {...props}
      title="文章"
      count={articles.length}
      empty={{ title: '暂无文章', description: (pronoun) => `${pronoun}还没有发表过文章` }}
      path={`/user/${props.profile.id}/article`}
    >
      <ul className="ds-art-list" data-testid="user-articles">
        {articles.map((article) => (
          <ArticleListItem key={article.id} article={article} />
        ))}
      </ul>
    </ProfileListPage>
  )
}
