import { useEffect, useRef } from 'react'
import { Table } from '@douyinfe/semi-ui-19'
import type { TableProps } from '@douyinfe/semi-ui-19/lib/es/table'

/**
 * A Semi Table given `scroll.x`, whose body scrolls sideways when the columns are wider than
 * the screen, made a named region the keyboard can focus and scroll (WCAG 2.1.1). Semi takes
 * no props for its scrolling body, so the attributes are set on it after each render (a
 * remounted body gets them again).
 */
export function ScrollTable<Row extends Record<string, any>>({ name, ...props }: TableProps<Row> & { name: string }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const body = host.current?.querySelector('.semi-table-body')
    if (!body) return
    body.setAttribute('tabindex', '0')
    body.setAttribute('role', 'region')
    body.setAttribute('aria-label', name)
  })
  return (
    <div ref={host}>
      <Table<Row> {...props} />
    </div>
  )
}
