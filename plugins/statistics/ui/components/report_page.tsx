import type { ReactNode } from 'react'
import { Button } from '@douyinfe/semi-ui-19'
import { IconRefresh } from '@douyinfe/semi-icons'
import { AdminPage } from '~/components/admin/admin_page'
import { RangePicker, type Range } from './range_picker'
import { Figures, LoadError, type Figure } from './figures'

/** A statistics report: the range picker and a refresh button in the header, then the headline figures and the panels. */
export function ReportPage(props: {
  title: string
  description: string
  range: Range
  onRange: (range: Range) => void
  onReload: () => void
  figures: Figure[]
  figuresLoading: boolean
  figuresError?: string | null
  children: ReactNode
}) {
  return (
    <AdminPage
      title={props.title}
      description={props.description}
      actions={
        <>
          <RangePicker value={props.range} onChange={props.onRange} />
          <Button icon={<IconRefresh />} theme="borderless" aria-label="刷新" onClick={props.onReload} />
        </>
      }
    >
      {props.figuresError && <LoadError message={props.figuresError} />}
      <Figures loading={props.figuresLoading} items={props.figures} />
      {props.children}
    </AdminPage>
  )
}
