import { useState } from 'react'
import { Button, Input, Spin, Typography } from '@douyinfe/semi-ui-19'
import { IconClose, IconSearch } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

interface PageHit {
  page: number
  snippet: string
}

interface PageSearchResult {
  wd: string
  total: number
  searched_pages: number
  /** Pages a visitor may read; the uploader and staff search more (searched_pages). */
  readable_pages: number
  page: PageHit[]
}

interface ReaderPageSearchProps {
  documentId: number
  /** Pages a visitor may read; a hit beyond them can only be downloaded. */
  preview: number
  onJump: (page: number) => void
}

/**
 * 在文档中搜索: finds the pages containing a phrase (GET /api/v1/document/pages/search) and
 * jumps to one, revealing the pages before it.
 */
export function ReaderPageSearch({ documentId, preview, onJump }: ReaderPageSearchProps) {
  const [wd, setWd] = useState('')
  const [loading, setLoading] = useState(false)
  const [result, setResult] = useState<PageSearchResult | null>(null)
  const [error, setError] = useState('')

  const search = async () => {
    if (!wd.trim()) {
      setResult(null)
      return
    }
    setLoading(true)
    setError('')
    try {
      setResult(await api.get<PageSearchResult>(apiUrl('documents.pages.search'), { id: documentId, wd }))
    } catch (failure) {
      setResult(null)
      setError((failure as Error).message || '搜索失败，请稍后再试')
    } finally {
      setLoading(false)
    }
  }

  const clear = () => {
    setWd('')
    setResult(null)
    setError('')
  }

  return (
    <section className="ds-card ds-reader-find" aria-label="在文档中搜索" data-testid="reader-page-search">
      <div className="ds-reader-find__bar">
        <Input
          value={wd}
          onChange={setWd}
          onEnterPress={() => void search()}
          prefix={<IconSearch />}
          placeholder="在文档中搜索"
          maxLength={64}
          showClear
          onClear={clear}
          aria-label="在文档中搜索"
        />
        <Button theme="solid" onClick={() => void search()} loading={loading}>
          搜索
        </Button>
      </div>
      {loading && !result && <Spin size="small" />}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      {result && (
        <div className="ds-reader-find__result" data-testid="reader-page-search-result">
          <div className="ds-reader-find__summary">
            <span>
              {result.total > 0
                ? `在 ${result.searched_pages} 页中找到 ${result.total} 页包含“${result.wd}”`
                : result.searched_pages > result.readable_pages
                  ? `在全部 ${result.searched_pages} 页中没有找到“${result.wd}”`
                  : `在可阅读的 ${result.readable_pages} 页中没有找到“${result.wd}”`}
            </span>
            <Button size="small" theme="borderless" icon={<IconClose />} onClick={clear} aria-label="关闭搜索结果" />
          </div>
          {result.page.length > 0 && (
            <ol className="ds-reader-find__hits">
              {result.page.map((hit) => {
                const readable = hit.page <= preview
                return (
                  <li key={hit.page}>
                    <button
                      type="button"
                      className="ds-reader-find__hit"
                      disabled={!readable}
                      onClick={() => onJump(hit.page)}
                      data-page={hit.page}
                    >
                      <span className="ds-reader-find__page">
                        第 {hit.page} 页{readable ? '' : '（下载后阅读）'}
                      </span>
                      <span className="ds-reader-find__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
                    </button>
                  </li>
                )
              })}
            </ol>
          )}
        </div>
      )}
    </section>
  )
}
