import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'

/** Semi's row-selection column. */
const SELECTION_WIDTH = 48
/** Room kept for the table's borders and rounded column widths. */
const SLACK = 8
/** Narrower than this a column breaks its heading and dates apart; a column already narrower keeps its width. */
const SMALLEST_COLUMN = 80
/** The column pinned on the left holds the row's title (and cover): it keeps more. */
const SMALLEST_LEFT_COLUMN = 200

type Column<Row extends Record<string, any>> = ColumnProps<Row>

function smallest<Row extends Record<string, any>>(column: Column<Row>) {
  const width = typeof column.width === 'number' ? column.width : 0
  return Math.min(width, column.fixed ? SMALLEST_LEFT_COLUMN : SMALLEST_COLUMN)
}

/**
 * Fits a table's columns into the width it has, so that no column sits out of sight behind
 * the card's edge: every column but the actions pinned on the right gives up the same share
 * of what it has above its smallest width (its text wraps). When even the smallest widths do
 * not fit, the table keeps scrolling sideways inside its card.
 */
export function fitColumns<Row extends Record<string, any>>(
  columns: Column<Row>[],
  scrollX: number,
  available: number,
  selectable: boolean
) {
  const widthOf = (column: Column<Row>) => (typeof column.width === 'number' ? column.width : 0)
  const shrinking = columns.filter((column) => column.fixed !== 'right' && widthOf(column) > 0)
  const total = columns.reduce((sum, column) => sum + widthOf(column), 0) + (selectable ? SELECTION_WIDTH : 0)
  // The page's own table width also covers columns that take what is left (no width of their own).
  const needed = Math.max(scrollX, total)
  const spare = shrinking.reduce((sum, column) => sum + widthOf(column) - smallest(column), 0)
  if (!available || spare === 0 || needed <= available) return { columns, width: Math.max(needed, available) }

  const keep = Math.min(1, Math.max(0, (available - SLACK - (needed - spare)) / spare))
  const fitted = columns.map((column) => {
    if (!shrinking.includes(column)) return column
    const least = smallest(column)
    return { ...column, width: least + Math.floor((widthOf(column) - least) * keep) }
  })
  return { columns: fitted, width: Math.ceil(needed - spare + spare * keep) }
}
