import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Banner, Button, Empty } from '@douyinfe/semi-ui-19'
import { IconChevronDown } from '@douyinfe/semi-icons'
import { IllustrationConstruction, IllustrationFailure } from '@douyinfe/semi-illustrations'
import { type ReaderDocument, type ReaderJump } from './reader_types'
import { ReaderPageImage } from './reader_page_image'
import { useHydrated } from '~/hooks/use_hydrated'
import { ReaderToolbar } from './reader_toolbar'
import { ReaderOutline } from './reader_outline'
import { ReaderBookmarks } from './reader_bookmarks'
import { ReaderTextLayer } from './reader_text_layer'
import { usePageTurns } from './use_page_turns'
import { FIT_PAGE, useFullScreen, useZoom } from './use_reader_view'
import { useReadingProgress } from './use_reading_progress'

const FIRST_PAGES = 2
const CONVERTING = [0, 1, 5]
const PENDING_REVIEW = 6
const RECHECK_MS = 4000

/** Still getting its pages: waiting or converting, or awaiting review (it converts meanwhile) with no pages and no failure yet. */
function isConverting(document: ReaderDocument) {
  if (document.pages > 0) return false
  return CONVERTING.includes(document.status) || (document.status === PENDING_REVIEW && !document.convert_error)
}

/** While the document converts, asks the server again every few seconds, so pages appear without a manual refresh. */
function useReloadWhileConverting(converting: boolean) {
  useEffect(() => {
    if (!converting) return
    const timer = window.setInterval(() => router.reload({ only: ['document'] }), RECHECK_MS)
    return () => window.clearInterval(timer)
  }, [converting])
}

interface ReaderPagesProps {
  document: ReaderDocument
  pagesPerRead: number
  /** Image repeated over each page, '' for none. */
  watermark: string
  canManage: boolean
  between?: ReactNode
  /** The panel after the last preview page (download). */
  rest: (remaining: number) => ReactNode
  /** A page to reveal and scroll to (from 在文档中搜索 or ?page=). */
  jump?: ReaderJump
  /** Signed in: progress is kept on the server, from `readingPage`; a guest's in the browser. */
  member: boolean
  readingPage: number
  /** The file has an outline (目录), fetched when opened. */
  hasOutline: boolean
  /** Each page's text can be selected (a layer fetched per page); false under 复制保护. */
  textLayer: boolean
}

/**
 * Shows the pages up to a jump target, then, once it is rendered, scrolls to it: a found page
 * smoothly and marked for a moment, a page turn at once.
 */
function useJump(jump: ReaderJump | undefined, preview: number, shown: number, setShown: (update: (shown: number) => number) => void) {
  const done = useRef(0)
  useEffect(() => {
    if (jump && jump.page >= 1 && jump.page <= preview) setShown((current) => Math.max(current, jump.page))
  }, [jump, preview, setShown])
  useEffect(() => {
    if (!jump || done.current === jump.seq || jump.page > shown) return
    const target = window.document.querySelector<HTMLElement>(`.ds-reader-page[data-page="${jump.page}"]`)
    if (!target) return
    done.current = jump.seq
    if (jump.turn) {
      target.scrollIntoView({ behavior: 'instant', block: 'start' })
      return
    }
    target.scrollIntoView({ behavior: 'smooth', block: 'start' })
    target.classList.add('is-found')
    window.setTimeout(() => target.classList.remove('is-found'), 2000)
  }, [jump, shown])
}

/**
 * The preview pages as images in boxes of the document's aspect ratio (nothing jumps while
 * they load lazily): two at first, then 继续阅读 adds pages_per_read up to the preview.
 */
export function ReaderPages(props: ReaderPagesProps) {
  const { document, pagesPerRead, watermark, canManage, between, rest, jump, member, readingPage, hasOutline, textLayer } = props
  const [shown, setShown] = useState(Math.min(FIRST_PAGES, document.preview))
  useJump(jump, document.preview, shown, setShown)
  const { current, goTo, turn } = usePageTurns(document.preview, shown)
  const progress = useReadingProgress(document.id, current, document.preview, member, readingPage)
  useJump(turn, document.preview, shown, setShown)
  const { zoom, setZoom, step } = useZoom()
  const frame = useRef<HTMLDivElement>(null)
  const { fullScreen, covering, toggle } = useFullScreen(frame)
  // The page bar needs scripts to work, and its Semi controls cost the server a fifth of the page's render.
  const hydrated = useHydrated()
  const converting = isConverting(document)
  useReloadWhileConverting(converting)
  useEffect(() => {
    if (shown === 0 && document.preview > 0) setShown(Math.min(FIRST_PAGES, document.preview))
  }, [document.preview, shown])

  if (document.preview <= 0 || converting) {
    if (converting || CONVERTING.includes(document.status)) {
      return (
        <div className="ds-card ds-reader-state" data-testid="reader-converting">
          <Empty
            image={<IllustrationConstruction className="ds-empty-image" />}
            title="转换中…"
            description="文档正在转换，完成后页面会自动显示内容"
          />
        </div>
      )
    }
    const failed = document.status === 3 || (document.status === PENDING_REVIEW && Boolean(document.convert_error))
    return (
      <div className="ds-card ds-reader-state" data-testid="reader-unavailable">
        <Empty
          image={<IllustrationFailure className="ds-empty-image" />}
          title={failed ? '文档转换失败' : '暂无预览'}
          description={
            failed && canManage && document.convert_error
              ? `失败原因：${document.convert_error}`
              : '该文档暂时无法在线预览，您可以下载后阅读'
          }
        />
      </div>
    )
  }

  const [width, height] = document.width > 0 && document.height > 0 ? [document.width, document.height] : [210, 297]
  const ratio = `${width} / ${height}`
  const view = { '--ds-reader-zoom': zoom === FIT_PAGE ? 1 : zoom, '--ds-reader-page-ratio': width / height } as CSSProperties
  const classes = ['ds-reader-pages', zoom === FIT_PAGE && 'is-fit-page', covering && 'is-covering'].filter(Boolean).join(' ')
  const enlarged = (zoom !== FIT_PAGE && zoom > 1) || fullScreen || covering
  const remainingPreview = document.preview - shown
  const unreadable = Math.max(0, document.pages - document.preview)

  return (
    <div className={classes} style={view} ref={frame} data-testid="reader-pages">
      {hydrated ? (
        <ReaderToolbar
          current={current}
          readable={document.preview}
          pages={document.pages}
          goTo={goTo}
          zoom={zoom}
          setZoom={setZoom}
          stepZoom={step}
          fullScreen={fullScreen}
          toggleFullScreen={toggle}
          outline={
            hasOutline ? <ReaderOutline documentId={document.id} preview={document.preview} current={current} goTo={goTo} /> : undefined
          }
          bookmarks={<ReaderBookmarks documentId={document.id} current={current} member={member} goTo={goTo} />}
        />
      ) : (
        <div className="ds-reader-toolbar ds-reader-toolbar--pending" aria-hidden="true" />
      )}
      {progress.offer > 0 && (
        <Banner
          className="ds-reader-resume"
          type="info"
          bordered
          closeIcon={undefined}
          onClose={progress.dismiss}
          description={
            <span className="ds-reader-resume__body">
              上次读到第 {progress.offer} 页
              <Button
                size="small"
                theme="solid"
                onClick={() => {
                  goTo(progress.offer)
                  progress.dismiss()
                }}
              >
                继续阅读第 {progress.offer} 页
              </Button>
            </span>
          }
        />
      )}
      <div className="ds-reader-pages__sheets">
        {Array.from({ length: shown }, (_, index) => index + 1).map((page) => (
          <div key={page}>
            <div className="ds-reader-page" style={{ aspectRatio: ratio }} data-page={page}>
              <ReaderPageImage document={document} page={page} enlarged={enlarged} />
              {textLayer && hydrated && <ReaderTextLayer documentId={document.id} page={page} />}
              {watermark && <div className="ds-reader-page__watermark" style={{ backgroundImage: `url("${watermark}")` }} aria-hidden />}
              <span className="ds-reader-page__number">
                {page} / {document.pages}
              </span>
            </div>
            {page === 1 && shown > 1 && between}
          </div>
        ))}
        {remainingPreview > 0 && (
          <div className="ds-reader-more">
            <Button
              size="large"
              icon={<IconChevronDown />}
              onClick={() => setShown(Math.min(document.preview, shown + Math.max(1, pagesPerRead)))}
            >
              继续阅读
            </Button>
          </div>
        )}
        {remainingPreview <= 0 && unreadable > 0 && rest(unreadable)}
      </div>
    </div>
  )
}
