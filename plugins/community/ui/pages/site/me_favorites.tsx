import { Link } from '@inertiajs/react'
import { Tag } from '@douyinfe/semi-ui-19'
import { formatDateTime } from '~/lib/format'
import { SeoHead } from '~/components/site/seo_head'
import { MeShell, type MeTab } from '../../../../../core/accounts/ui/components/me_shell'
import {
  ConfirmDelete,
  deleteAndReload,
  MeList,
  MeListPanel,
  MeListRow,
  pageAt,
} from '../../../../../core/accounts/ui/components/me_list_panel'
import { KIND_LABELS, type FavoriteRow } from '../../components/community_types'

interface Props {
  tabs: MeTab[]
  active: string
  favorites: FavoriteRow[]
  total: number
  page: number
  size: number
}

export default function MeFavorites({ tabs, active, favorites, total, page, size }: Props) {
  const remove = (favorite: FavoriteRow) =>
    deleteAndReload('/api/v1/favorite', favorite.id, { done: '已取消收藏', failed: '取消收藏失败' }, ['favorites', 'total'])

  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title="我的收藏" noindex />
      <MeListPanel
        title="我的收藏"
        count={total}
        isEmpty={favorites.length === 0}
        empty={{
          title: '还没有收藏',
          description: (
            <span>
              在文档或文章页点击「收藏」，就能在这里找到它。<Link href="/">去逛逛</Link>
            </span>
          ),
        }}
        paging={pageAt('/me/favorite', { total, size, page })}
      >
        <MeList>
          {favorites.map((favorite) => (
            <MeListRow
              key={favorite.id}
              testId="me-favorite"
              meta={
                <>
                  <Tag size="small" color={favorite.type === 1 ? 'violet' : 'blue'}>
                    {KIND_LABELS[favorite.type] ?? '内容'}
                  </Tag>
                  <span>收藏于 {formatDateTime(favorite.created_at)}</span>
                </>
              }
              actions={<ConfirmDelete question="取消收藏？" label="取消收藏" keepText="保留" onConfirm={() => remove(favorite)} />}
            >
              <div className="ds-me-row__title">
                {favorite.exists ? (
                  <Link href={favorite.link}>{favorite.title}</Link>
                ) : (
                  <span className="ds-me-row__gone">该内容已被删除</span>
                )}
              </div>
            </MeListRow>
          ))}
        </MeList>
      </MeListPanel>
    </MeShell>
  )
}
