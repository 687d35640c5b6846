/**
 * The admin dashboard's widgets as plain data, with no import: the server's contracts
 * (contracts.ts) and the dashboard page both use these types, so what a module hands the
 * dashboard and what the page draws cannot drift apart.
 */

/** A figure of a metrics widget. */
export interface DashboardMetric {
  label: string
  value: number
  /** Small grey text under the figure, e.g. 昨日 120. */
  hint?: string
}

/** What a notice widget says: a headline, what to do, and when it last happened. */
export interface DashboardNotice {
  type: 'danger' | 'warning'
  text: string
  description?: string
  /** ISO time of the latest occurrence. */
  at?: string
}

/**
 * A block a module adds to the admin dashboard. Widgets are data, not components: the
 * dashboard draws each kind itself, so core never imports a plugin's UI.
 * - metrics: figures in a row;
 * - trend: lines over dates (`dates` and one `values` list per series);
 * - ranking: a ranked list of links with a count;
 * - notice: an alert an operator should act on (storage full, ...).
 */
export interface DashboardWidget {
  key: string
  title: string
  kind: 'metrics' | 'trend' | 'ranking' | 'notice'
  /** Where 查看详情 leads. */
  link?: string
  /** Spans the dashboard's full width. */
  wide?: boolean
  metrics?: DashboardMetric[]
  trend?: { dates: string[]; series: { name: string; values: number[] }[] }
  ranking?: { title: string; href?: string; value: number }[]
  notice?: DashboardNotice
  /** The ranking's count label (次浏览). */
  unit?: string
  /** Shown in place of the content when there is nothing to show yet. */
  empty?: string
}
