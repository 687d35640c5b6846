import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePage } from './pages'
import { AppProviders } from './components/app_providers'

const pages = import.meta.glob<any>(['../core/*/ui/pages/**/*.tsx', '../plugins/*/ui/pages/**/*.tsx'])

export default function render(page: any) {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    resolve: (name) => resolvePage(name, pages),
    setup: ({ App, props }) => (
      <AppProviders>
        <App {...props} />
      </AppProviders>
    ),
  })
}
