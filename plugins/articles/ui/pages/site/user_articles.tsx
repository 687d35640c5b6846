import {
  ProfileListPanel,
  ProfileShell,
  useProfilePronoun,
  type ProfilePageProps,
} from '../../../../../core/accounts/ui/components/profile_shell'
import '../../components/article.css'
import { ArticleListItem } from '../../components/article_list_item'
import type { ArticleItem } from '../../components/article_types'

interface Props extends ProfilePageProps {
  articles: ArticleItem[]
  total: number
  page: number
  size: number
}

/** /user/{id}/article: the articles someone published. */
export default function UserArticlesPage({ profile, tabs, active, articles, total, page, size }: Props) {
  const pronoun = useProfilePronoun(profile)
  return (
    <ProfileShell profile={profile} tabs={tabs} active={active} title="文章">
      <ProfileListPanel
        count={articles.length}
        empty={{ title: '暂无文章', description: `${pronoun}还没有发表过文章` }}
        total={total}
        page={page}
        size={size}
        path={`/user/${profile.id}/article`}
      >
        <ul className="ds-art-list" data-testid="user-articles">
          {articles.map((article) => (
            <ArticleListItem key={article.id} article={article} />
          ))}
        </ul>
      </ProfileListPanel>
    </ProfileShell>
  )
}
