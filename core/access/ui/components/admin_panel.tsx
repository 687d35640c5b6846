import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Typography } from '@douyinfe/semi-ui-19'
import './access.css'

export function AdminPanel({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="ds-access-panel">
      <header className="ds-access-head">
        <div className="ds-access-head__text">
          <Typography.Title heading={4} className="ds-access-head__title">
            {title}
          </Typography.Title>
          {description && (
            <Typography.Text type="tertiary" className="ds-access-head__desc">
              {description}
            </Typography.Text>
          )}
        </div>
        {actions && <div className="ds-access-head__actions">{actions}</div>}
      </header>
      {children}
    </section>
  )
}

/**
 * An access admin page: the browser title, the panel with its header, and the modals the
 * page opens (after the panel, inside the page's `ds-access` wrapper).
 */
export function AccessPage({
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
    <div className="ds-access">
      <Head title={title} />
      <AdminPanel title={title} description={description} actions={actions}>
        {children}
      </AdminPanel>
      {modals}
    </div>
  )
}
