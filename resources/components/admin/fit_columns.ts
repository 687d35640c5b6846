import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table'

/** Semi's row-selection column. */
const SELECTION_WIDTH = 48
/** Room kept for the table's borders and rounded column widths. */
const SLACK = 8
/** Narrower than this a column breaks its heading apart; a column already narrower keeps its width. */
const SMALLEST_COLUMN = 80
/** The column pinned on the left holds the row's title (and cover): it keeps more. */
const SMALLEST_LEFT_COLUMN = 200

type Column<Row extends Record<string, any>> = ColumnProps<Row>

/**
 * The narrowest a column may get: its own `minWidth` when its content cannot wrap (a date-time,
 * a row of buttons), else a share that wrapping text still reads in.
 */
function smallest<Row extends Record<string, any>>(column: Column<Row>) {
  if (typeof column.minWidth === 'number') return Math.min(column.minWidth, widthOf(column))
  return Math.min(widthOf(column), column.fixed ? SMALLEST_LEFT_COLUMN : SMALLEST_COLUMN)
}

function widthOf<Row extends Record<string, any>>(column: Column<Row>) {
  return typeof column.width === 'number' ? column.width : 0
}

/** The width a column keeps before the others are at their smallest: its content on one line (`wholeWidth`). */
function whole<Row extends Record<string, any>>(column: Column<Row>) {
  const least = smallest(column)
  return typeof column.wholeWidth === 'number' ? Math.min(widthOf(column), Math.max(least, column.wholeWidth)) : least
}

/**
 * Fits a table's columns into the width it has, so that no column sits out of sight behind
 * the card's edge: every column but the actions pinned on the right gives up the same share
 * of what it has above the width that still shows its content on one line (its text wraps).
 * Only when that is not enough do the columns that may break their content onto two lines (a
 * date above its time) go down towards their `minWidth`. No column gets narrower than that, so
 * nothing prints over the next column; when even the smallest widths do not fit, the table
 * keeps scrolling sideways inside its card.
 */
export function fitColumns<Row extends Record<string, any>>(
  columns: Column<Row>[],
  scrollX: number,
  available: number,
  selectable: boolean
) {
  const shrinking = columns.filter((column) => column.fixed !== 'right' && widthOf(column) > 0)
  const total = columns.reduce((sum, column) => sum + widthOf(column), 0) + (selectable ? SELECTION_WIDTH : 0)
  // The page's own table width also covers columns that take what is left (no width of their own).
  const needed = Math.max(scrollX, total)
  const sum = (share: (column: Column<Row>) => number) => shrinking.reduce((all, column) => all + share(column), 0)
  const spare = sum((column) => widthOf(column) - smallest(column))
  if (!available || spare === 0 || needed <= available) return { columns, width: Math.max(needed, available) }

  const room = available - SLACK
  const aboveWhole = sum((column) => widthOf(column) - whole(column))
  const atWhole = needed - aboveWhole
  const share = (from: number, to: number, keep: number) => to + Math.floor((from - to) * keep)
  const keep = (gap: number, spareWidth: number) => (spareWidth > 0 ? Math.min(1, Math.max(0, gap / spareWidth)) : 0)
  const widthFor =
    atWhole <= room
      ? (column: Column<Row>) => share(widthOf(column), whole(column), keep(room - atWhole, aboveWhole))
      : (column: Column<Row>) => {
          const wholeSpare = sum((each) => whole(each) - smallest(each))
          return share(whole(column), smallest(column), keep(room - (atWhole - wholeSpare), wholeSpare))
        }
  const fitted = columns.map((column) => (shrinking.includes(column) ? { ...column, width: widthFor(column) } : column))
  const given = fitted.reduce((all, column, index) => all + widthOf(columns[index]) - widthOf(column), 0)
  return { columns: fitted, width: Math.ceil(needed - given) }
}
