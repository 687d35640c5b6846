import { router } from '@inertiajs/react'
import { Empty, Pagination } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { ProfileShell, useProfilePronoun, type ProfilePageProps } from '../../../../../core/accounts/ui/components/profile_shell'
import { ArticleStyles } from '../../components/article_styles'
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
      <ArticleStyles />
      {articles.length === 0 ? (
        <Empty
          className="ds-acc-empty"
          image={<IllustrationNoContent style={{ width: 150, height: 150 }} />}
          title="暂无文章"
          description={`${pronoun}还没有发表过文章`}
        />
      ) : (
        <>
          <ul className="ds-art-list" data-testid="user-articles">
            {articles.map((article) => (
              <ArticleListItem key={article.id} article={article} />
            ))}
          </ul>
          {total > size && (
            <div className="ds-acc-pager">
              <Pagination
                total={total}
                pageSize={size}
                currentPage={page}
                onPageChange={(next) => router.get(`/user/${profile.id}/article`, { page: next })}
              />
            </div>
          )}
        </>
      )}
    </ProfileShell>
  )
}
