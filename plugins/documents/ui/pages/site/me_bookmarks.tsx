import { router } from '@inertiajs/react'
import { Toast } from '@douyinfe/semi-ui-19'
import { Link } from '~/components/link'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { formatDateTime } from '~/lib/format'
import { ConfirmDelete, MeList, MeListRow } from '../../../../../core/accounts/ui/components/me_list_panel'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'

interface BookmarkItem {
  id: number
  document_id: number
  title: string
  pages: number
  page: number
  note: string
  updated_at: string | null
}

interface MeBookmarksProps extends MeListPageProps {
  bookmarks: BookmarkItem[]
}

async function remove(bookmark: BookmarkItem) {
  try {
    await api.delete(apiUrl('documents.bookmarks.destroy'), { id: bookmark.id })
    Toast.success('已删除书签')
    router.reload({ only: ['bookmarks', 'total'] })
  } catch (error) {
    Toast.error((error as Error).message || '删除失败，请稍后再试')
  }
}

/** 我的书签: the pages bookmarked across documents, latest first, each a link back to its page. */
export default function MeBookmarks({ bookmarks, ...list }: MeBookmarksProps) {
  return (
    <MeListPage
      {...list}
      title="我的书签"
      at="/me/bookmarks"
      counted
      isEmpty={bookmarks.length === 0}
      empty={{
        title: '暂无书签',
        description: '阅读文档时点页码栏的书签按钮，就能把这一页连同备注记在这里，',
        next: { href: '/', text: '去首页看看' },
      }}
    >
      <MeList>
        {bookmarks.map((bookmark) => (
          <MeListRow
            key={bookmark.id}
            testId="me-bookmark"
            meta={<span>{`第 ${bookmark.page} 页 / 共 ${bookmark.pages} 页 · ${formatDateTime(bookmark.updated_at)}`}</span>}
            note={bookmark.note ? <p className="ds-me-row__text">{bookmark.note}</p> : undefined}
            actions={<ConfirmDelete question="删除这个书签？" onConfirm={() => void remove(bookmark)} />}
          >
            <div className="ds-me-row__title">
              <Link href={`/document/${bookmark.document_id}?page=${bookmark.page}`}>{bookmark.title}</Link>
            </div>
          </MeListRow>
        ))}
      </MeList>
    </MeListPage>
  )
}
