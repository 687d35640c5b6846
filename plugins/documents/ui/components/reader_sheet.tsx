import type { ReactNode } from 'react'
import { Button, SideSheet, Spin, Typography } from '@douyinfe/semi-ui-19'
import { useMediaQuery } from '~/hooks/use_media_query'

/**
 * A side panel of the reader (目录, 书签): on the right, or a drawer from the bottom on phones,
 * above the assistant's floating button (1001), which would cover its entries. A page chosen in
 * it (`turnTo`) is turned to once the panel has closed, so the scroll lands where the panel was.
 */
export function ReaderSheet({
  title,
  visible,
  className,
  turnTo,
  goTo,
  onClose,
  children,
}: {
  title: string
  visible: boolean
  className: string
  turnTo: { current: number }
  goTo: (page: number) => void
  onClose: () => void
  children: ReactNode
}) {
  const phone = useMediaQuery('(max-width: 767px)')
  return (
    <SideSheet
      title={title}
      visible={visible}
      placement={phone ? 'bottom' : 'right'}
      width={phone ? '100%' : 360}
      height={phone ? '75vh' : undefined}
      className={`ds-reader-sheet ${className}`}
      zIndex={1002}
      onCancel={onClose}
      afterVisibleChange={(shown) => {
        if (shown || !turnTo.current) return
        const page = turnTo.current
        turnTo.current = 0
        goTo(page)
      }}
    >
      {children}
    </SideSheet>
  )
}

/** What a reader panel shows while its list loads, or when loading failed (with 重试). */
export function ReaderSheetState({ loading, error, onRetry }: { loading: boolean; error: string; onRetry: () => void }) {
  if (error) {
    return (
      <div className="ds-reader-sheet__state">
        <Typography.Text type="danger">{error}</Typography.Text>
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      </div>
    )
  }
  if (!loading) return null
  return (
    <div className="ds-reader-sheet__state">
      <Spin />
    </div>
  )
}
