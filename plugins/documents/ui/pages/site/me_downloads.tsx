import { Link } from '~/components/link'
import { formatBytes, formatDateTime } from '~/lib/format'
import { MeListPage, type MeListPageProps } from '../../../../../core/accounts/ui/components/me_list_page'
import '../../components/reader.css'
import { ReaderFileIcon } from '../../components/reader_file_icon'

interface DownloadItem {
  id: number
  document_id: number
  title: string
  ext: string
  size: number
  pages: number
  created_at: string | null
}

interface MeDownloadsProps extends MeListPageProps {
  downloads: DownloadItem[]
}

export default function MeDownloads({ downloads, ...list }: MeDownloadsProps) {
  return (
    <MeListPage
      {...list}
      title="我的下载"
      at="/me/download"
      isEmpty={downloads.length === 0}
      empty={{
        title: '暂无下载',
        description: '还没有下载过文档，',
        next: { href: '/', text: '去首页看看' },
      }}
    >
      <ul className="ds-me-list ds-me-lines ds-reader-downloads">
        {downloads.map((item) => (
          <li key={item.id}>
            <ReaderFileIcon ext={item.ext} size={32} />
            <div className="ds-reader-downloads__body">
              <Link className="ds-reader-downloads__title" href={`/document/${item.document_id}`}>
                {item.title}
              </Link>
              <span className="ds-reader-downloads__meta">
                {item.pages} 页 · {formatBytes(item.size)} · 下载于 {formatDateTime(item.created_at)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </MeListPage>
  )
}
