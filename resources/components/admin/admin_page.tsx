import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Typography } from '@douyinfe/semi-ui-19'
import './admin_page.css'

/**
 * The frame of an admin page: the browser title "<title> - 管理后台", a white panel with the
 * title and the page's buttons on one row (they wrap under it when there is no room) and a
 * line under them, then the modals the page opens.
 */
export function AdminPage({
  title,
  description,
  actions,
  modals,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  modals?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="ds-admin-frame">
      <Head title={`${title} - 管理后台`} />
      <section className="ds-admin-panel">
        <header className="ds-admin-panel__head">
          <div className="ds-admin-panel__row">
            <Typography.Title heading={4} className="ds-admin-panel__title">
              {title}
            </Typography.Title>
            {actions && <div className="ds-admin-panel__actions">{actions}</div>}
          </div>
          {description && (
            <Typography.Text type="tertiary" className="ds-admin-panel__desc">
              {description}
            </Typography.Text>
          )}
        </header>
        {children}
      </section>
      {modals}
    </div>
  )
}
