import { useEffect, useState } from 'react'
import { Button, Input } from '@douyinfe/semi-ui-19'
import { IconChevronLeft, IconChevronRight } from '@douyinfe/semi-icons'

interface ReaderToolbarProps {
  /** The page being read. */
  current: number
  /** The last page a reader may open here (the preview); the rest is read after downloading. */
  readable: number
  pages: number
  goTo: (page: number) => void
}

/** The reader's page bar, kept in view: previous, a page box to jump with, the total, next. */
export function ReaderToolbar({ current, readable, pages, goTo }: ReaderToolbarProps) {
  const [typed, setTyped] = useState(String(current))
  const [editing, setEditing] = useState(false)
  useEffect(() => {
    if (!editing) setTyped(String(current))
  }, [current, editing])

  const submit = () => {
    setEditing(false)
    const page = Number(typed)
    if (Number.isInteger(page) && page >= 1 && page <= pages) goTo(page)
    else setTyped(String(current))
  }

  return (
    <div className="ds-reader-toolbar" role="toolbar" aria-label="翻页" data-testid="reader-toolbar">
      <Button
        theme="borderless"
        type="tertiary"
        icon={<IconChevronLeft />}
        aria-label="上一页"
        disabled={current <= 1}
        onClick={() => goTo(current - 1)}
      />
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
      <Button
        theme="borderless"
        type="tertiary"
        icon={<IconChevronRight />}
        aria-label="下一页"
        disabled={current >= readable}
        onClick={() => goTo(current + 1)}
      />
    </div>
  )
}
