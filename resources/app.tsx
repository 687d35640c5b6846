import '@douyinfe/semi-ui-19/dist/css/semi.min.css'
import './css/app.css'
import './css/accessibility.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePage } from './pages'
import { AppProviders } from './components/app_providers'

const pages = import.meta.glob<any>(['../core/*/ui/pages/**/*.tsx', '../plugins/*/ui/pages/**/*.tsx'])

createInertiaApp({
  title: (title) => title,
  resolve: (name) => resolvePage(name, pages),
  setup({ el, App, props }) {
    const app = (
      <AppProviders>
        <App {...props} />
      </AppProviders>
    )
    if (el.hasAttribute('data-server-rendered')) hydrateRoot(el, app)
    else createRoot(el).render(app)
  },
  progress: { color: '#0064fa' },
})
