import { Link } from '~/components/link'
import { Tag } from '@douyinfe/semi-ui-19'
import { formatDateTime } from '~/lib/format'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import { ConfirmDelete, deleteAndReload, MeRows } from '../../../../../core/accounts/ui/components/me_list_panel'
import { kindColor, kindLabel, type FavoriteRow, type Option } from '../../components/community_types'
import { apiUrl } from '~/lib/api_url'

interface Props extends MeListPageProps {
  favorites: FavoriteRow[]
  /** The content kinds of the enabled plugins. */
  kinds: Option[]
}

export default function MeFavorites({ favorites, kinds, ...list }: Props) {
  const remove = (favorite: FavoriteRow) =>
    deleteAndReload(apiUrl('community.favorite.delete'), favorite.id, { done: '已取消收藏', failed: '取消收藏失败' }, [
      'favorites',
      'total',
    ])

  return (
    <MeListPage
      {...list}
      title="我的收藏"
      at="/me/favorite"
      counted
      isEmpty={favorites.length === 0}
      empty={{
        title: '还没有收藏',
        description: '在文档或文章页点击「收藏」，就能在这里找到它。',
        next: { href: '/', text: '去逛逛' },
      }}
    >
      <MeRows
        items={favorites}
        testId="me-favorite"
        row={(favorite) => ({
          body: (
            <div className="ds-me-row__title">
              {favorite.exists ? (
                <Link href={favorite.link}>{favorite.title}</Link>
              ) : (
                <span className="ds-me-row__gone">该内容已被删除</span>
              )}
            </div>
          ),
          meta: (
            <>
              <Tag size="small" color={kindColor(kinds, favorite.type)}>
                {kindLabel(kinds, favorite.type)}
              </Tag>
              <span>收藏于 {formatDateTime(favorite.created_at)}</span>
            </>
          ),
          actions: <ConfirmDelete question="取消收藏？" label="取消收藏" keepText="保留" onConfirm={() => remove(favorite)} />,
        })}
      />
    </MeListPage>
  )
}
