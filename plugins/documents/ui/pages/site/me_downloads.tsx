import { Link, router } from '@inertiajs/react'
import { Empty, Pagination } from '@douyinfe/semi-ui-19'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { formatBytes, formatDateTime } from '~/lib/format'
import { SeoHead } from '~/components/site/seo_head'
import { MeShell, type MeTab } from '../../../../../core/accounts/ui/components/me_shell'
import { ReaderStyles } from '../../components/reader_styles'
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

interface MeDownloadsProps {
  tabs: MeTab[]
  active: string
  downloads: DownloadItem[]
  total: number
  page: number
  size: number
}

export default function MeDownloads({ tabs, active, downloads, total, page, size }: MeDownloadsProps) {
  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title="我的下载" noindex />
      <ReaderStyles />
      <h2 className="ds-acc-panel__title">我的下载</h2>
      {downloads.length === 0 ? (
        <Empty
          image={<IllustrationNoContent style={{ width: 150, height: 150 }} />}
          title="暂无下载"
          description={
            <span>
              还没有下载过文档，<Link href="/">去首页看看</Link>
            </span>
          }
          style={{ padding: '32px 0' }}
        />
      ) : (
        <>
          <ul className="ds-reader-downloads">
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
          {total > size && (
            <div className="ds-reader-pager">
              <Pagination
                total={total}
                pageSize={size}
                currentPage={page}
                onPageChange={(next) => router.get('/me/download', { page: next }, { preserveScroll: false })}
              />
            </div>
          )}
        </>
      )}
    </MeShell>
  )
}
