import { useEffect, useRef } from 'react'
import { Table } from '@douyinfe/semi-ui-19'
import type { TableProps } from '@douyinfe/semi-ui-19/lib/es/table'

/** Whether the element's content is larger than its box, so that it scrolls. */
function overflows(element: HTMLElement) {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight
}

/**
 * A Semi Table given `scroll.x`, whose body scrolls sideways when the columns are wider than
 * the screen, made a named region. While (and only while) it scrolls, the keyboard can focus
 * it to scroll it (WCAG 2.1.1): a tab stop on a table that fits would be one more stop that
 * does nothing. Whether it scrolls is checked again whenever the body or its table is resized
 * (a turned phone, new rows). Semi takes no props for its scrolling body, so the attributes
 * are set on it after each render (a remounted body gets them again). A column's `minWidth` and
 * `wholeWidth` (how narrow the admin lists may fit it, see fitColumns) are no props of Semi's
 * and stay here.
 */
export function ScrollTable<Row extends Record<string, any>>({ name, columns, ...props }: TableProps<Row> & { name: string }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const body = host.current?.querySelector<HTMLElement>('.semi-table-body')
    if (!body) return
    body.setAttribute('role', 'region')
    body.setAttribute('aria-label', name)
    const markFocusable = () => {
      if (overflows(body)) body.setAttribute('tabindex', '0')
      else body.removeAttribute('tabindex')
    }
    markFocusable()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(markFocusable)
    observer.observe(body)
    const table = body.querySelector('table')
    if (table) observer.observe(table)
    return () => observer.disconnect()
  })
  return (
    <div ref={host}>
      <Table<Row> {...props} columns={columns?.map(({ minWidth: _least, wholeWidth: _whole, ...column }) => column)} />
    </div>
  )
}
