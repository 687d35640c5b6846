import { useEffect, useState, type ComponentProps, type ReactNode } from 'react'
import { Button, Divider, Dropdown, Input } from '@douyinfe/semi-ui-19'
import { IconChevronLeft, IconChevronRight, IconExpand, IconMinus, IconPlus, IconShrink } from '@douyinfe/semi-icons'
import { FIT_PAGE, ZOOM_STEPS, type ReaderZoom } from './use_reader_view'
import { useTuckedWhileReading } from './use_tucked_while_reading'

interface ReaderToolbarProps {
  /** The page being read. */
  current: number
  /** The last page a reader may open here (the preview); the rest is read after downloading. */
  readable: number
  pages: number
  goTo: (page: number) => void
  zoom: ReaderZoom
  setZoom: (zoom: ReaderZoom) => void
  stepZoom: (by: 1 | -1) => void
  fullScreen: boolean
  toggleFullScreen: () => void
  /** 目录, when the document has an outline. */
  outline?: ReactNode
  /** 书签: bookmark the page, list the bookmarks. */
  bookmarks?: ReactNode
}

function zoomLabel(zoom: ReaderZoom) {
  if (zoom === FIT_PAGE) return '适合页面'
  return zoom === 1 ? '适合宽度' : `${Math.round(zoom * 100)}%`
}

const ZOOM_CHOICES: ReaderZoom[] = [1, FIT_PAGE, ...ZOOM_STEPS.filter((step) => step !== 1)]

/** The bar's quiet buttons: an icon, named for screen readers. */
export function BarButton(props: ComponentProps<typeof Button> & { 'aria-label': string }) {
  return <Button theme="borderless" type="tertiary" {...props} />
}

/**
 * The reader's page bar, kept in view: the outline when there is one; previous, a page box to
 * jump with, the total, next; bookmarks; zoom (on phones the fingers zoom) and full screen.
 */
export function ReaderToolbar(props: ReaderToolbarProps) {
  const { current, readable, pages, goTo, zoom, setZoom, stepZoom, fullScreen, toggleFullScreen, outline, bookmarks } = props
  const [typed, setTyped] = useState(String(current))
  const [editing, setEditing] = useState(false)
  const tucked = useTuckedWhileReading() && !editing
  useEffect(() => {
    if (!editing) setTyped(String(current))
  }, [current, editing])

  const submit = () => {
    setEditing(false)
    const page = Number(typed)
    // Leaving the box unchanged is not a jump (it would scroll back to the page's top).
    if (Number.isInteger(page) && page >= 1 && page <= pages && page !== current) goTo(page)
    else setTyped(String(current))
  }

  return (
    <div
      className={tucked ? 'ds-reader-toolbar is-tucked' : 'ds-reader-toolbar'}
      role="toolbar"
      aria-label="翻页"
      data-testid="reader-toolbar"
    >
      {outline && (
        <>
          {outline}
          <Divider layout="vertical" />
        </>
      )}
      <BarButton icon={<IconChevronLeft />} aria-label="上一页" disabled={current <= 1} onClick={() => goTo(current - 1)} />
      <span className="ds-reader-toolbar__where">
        <Input
          size="small"
          className="ds-reader-toolbar__page"
          aria-label="页码，输入后按回车跳转"
          inputMode="numeric"
          value={typed}
          onFocus={() => setEditing(true)}
          onChange={(value) => setTyped(value.replace(/\D/g, '').slice(0, 6))}
          onEnterPress={(event) => (event.target as HTMLInputElement).blur()}
          onBlur={submit}
        />
        <span>/ {pages}</span>
      </span>
      <BarButton icon={<IconChevronRight />} aria-label="下一页" disabled={current >= readable} onClick={() => goTo(current + 1)} />
      {bookmarks && (
        <>
          <Divider layout="vertical" />
          {bookmarks}
        </>
      )}
      <span className="ds-reader-toolbar__zoom">
        <Divider layout="vertical" />
        <BarButton icon={<IconMinus />} aria-label="缩小" disabled={zoom === ZOOM_STEPS[0]} onClick={() => stepZoom(-1)} />
        <Dropdown
          trigger="click"
          position="bottom"
          render={
            <Dropdown.Menu>
              {ZOOM_CHOICES.map((choice) => (
                <Dropdown.Item key={String(choice)} active={choice === zoom} onClick={() => setZoom(choice)}>
                  {zoomLabel(choice)}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          }
        >
          <span>
            <BarButton className="ds-reader-toolbar__zoom-label" aria-label={`缩放：${zoomLabel(zoom)}`}>
              {zoomLabel(zoom)}
            </BarButton>
          </span>
        </Dropdown>
        <BarButton icon={<IconPlus />} aria-label="放大" disabled={zoom === ZOOM_STEPS.at(-1)} onClick={() => stepZoom(1)} />
      </span>
      <Divider layout="vertical" />
      <BarButton
        icon={fullScreen ? <IconShrink /> : <IconExpand />}
        aria-label={fullScreen ? '退出全屏' : '全屏阅读'}
        onClick={toggleFullScreen}
      />
    </div>
  )
}
