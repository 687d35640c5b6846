import { Progress } from '@douyinfe/semi-ui-19'
import { Link } from '~/components/link'
import { formatDateTime } from '~/lib/format'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import '../../components/reader.css'
import { ReaderFileIcon } from '../../components/reader_file_icon'

interface ReadingItem {
  document_id: number
  title: string
  ext: string
  pages: number
  /** The page reached. */
  page: number
  updated_at: string | null
}

interface MeReadingProps extends MeListPageProps {
  reading: ReadingItem[]
}

/** 我的阅读: the documents read lately, each with the page reached and a link back to it. */
export default function MeReading({ reading, ...list }: MeReadingProps) {
  return (
    <MeListPage
      {...list}
      title="我的阅读"
      at="/me/reading"
      isEmpty={reading.length === 0}
      empty={{
        title: '暂无阅读记录',
        description: '在线阅读过的文档会记在这里，',
        next: { href: '/', text: '去首页看看' },
      }}
    >
      <ul className="ds-me-list ds-me-lines ds-reader-downloads" data-testid="me-reading">
        {reading.map((item) => (
          <li key={item.document_id}>
            <ReaderFileIcon ext={item.ext} size={32} />
            <div className="ds-reader-downloads__body">
              <Link className="ds-reader-downloads__title" href={`/document/${item.document_id}?page=${item.page}`}>
                {item.title}
              </Link>
              <span className="ds-reader-downloads__meta">
                {`读到第 ${item.page} 页 / 共 ${item.pages} 页 · ${formatDateTime(item.updated_at)}`}
              </span>
              <Progress
                className="ds-reader-progress"
                percent={item.pages > 0 ? Math.round((item.page / item.pages) * 100) : 0}
                size="small"
                aria-label={`《${item.title}》阅读进度`}
              />
            </div>
          </li>
        ))}
      </ul>
    </MeListPage>
  )
}
