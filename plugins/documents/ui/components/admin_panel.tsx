import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Typography } from '@douyinfe/semi-ui-19'
import './admin_documents.css'

/** A documents admin page: browser title, a white panel with title, summary and actions, then the modals. */
export function AdminDocPanel({
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
    <div className="ds-docadmin">
      <Head title={`${title} - 管理后台`} />
      <section className="ds-docadmin-panel">
        <header className="ds-docadmin-head">
          <div className="ds-docadmin-head__text">
            <Typography.Title heading={4} className="ds-docadmin-head__title">
              {title}
            </Typography.Title>
            {description && (
              <Typography.Text type="tertiary" className="ds-docadmin-head__desc">
                {description}
              </Typography.Text>
            )}
          </div>
          {actions && <div className="ds-docadmin-head__actions">{actions}</div>}
        </header>
        {children}
      </section>
      {modals}
    </div>
  )
}
