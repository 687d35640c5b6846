import { describe, expect, it } from 'vitest'
import { fitColumns } from '~/components/admin/fit_columns'

const columns = [
  { title: '文档', dataIndex: 'title', width: 320, fixed: 'left' as const },
  { title: '分类', dataIndex: 'category', width: 200 },
  { title: '页数', dataIndex: 'pages', width: 70 },
  { title: '操作', dataIndex: 'op', width: 130, fixed: 'right' as const },
]

describe('fitting admin table columns into their card', () => {
  it('leaves columns alone when the card is wide enough, and fills it', () => {
    const fitted = fitColumns(columns, 720, 1000, false)
    expect(fitted.columns).toBe(columns)
    expect(fitted.width).toBe(1000)
  })

  it('shrinks what each column has above its smallest width, keeping the actions and narrow columns whole', () => {
    const fitted = fitColumns(columns, 720, 608, false)
    expect(fitted.columns.map((column) => column.width)).toEqual([260, 140, 70, 130])
    expect(fitted.width).toBeLessThanOrEqual(608)
  })

  it('counts the selection column', () => {
    const fitted = fitColumns(columns, 720, 656, true)
    expect(fitted.columns.map((column) => column.width)).toEqual([260, 140, 70, 130])
  })

  it('stops at the smallest widths and lets the table scroll on a much narrower card', () => {
    const fitted = fitColumns(columns, 720, 300, false)
    expect(fitted.columns.map((column) => column.width)).toEqual([200, 80, 70, 130])
    expect(fitted.width).toBe(480)
  })

  describe('a date-time column', () => {
    const timed = [
      { title: '文档', dataIndex: 'title', width: 320, fixed: 'left' as const },
      { title: '分类', dataIndex: 'category', width: 200 },
      { title: '上传时间', dataIndex: 'created_at', width: 170, wholeWidth: 164, minWidth: 112 },
      { title: '操作', dataIndex: 'op', width: 130, fixed: 'right' as const },
    ]

    it('keeps its time on one line while the other columns can still give', () => {
      const fitted = fitColumns(timed, 820, 708, false)
      expect(fitted.columns.map((column) => column.width)).toEqual([261, 141, 167, 130])
    })

    it('puts the date above the time only once the others are at their smallest, and never goes below its minimum', () => {
      expect(fitColumns(timed, 820, 550, false).columns.map((column) => column.width)).toEqual([200, 80, 132, 130])
      const squeezed = fitColumns(timed, 820, 400, false)
      expect(squeezed.columns.map((column) => column.width)).toEqual([200, 80, 112, 130])
      expect(squeezed.width).toBe(522)
    })
  })
})
