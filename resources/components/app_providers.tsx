import { useEffect, type ReactNode } from 'react'
import { LocaleProvider } from '@douyinfe/semi-ui-19'
import zh_CN from '@douyinfe/semi-ui-19/lib/es/locale/source/zh_CN'

/** Marks the body once React has hydrated, so browser tests never click too early. */
function HydrationMarker() {
  useEffect(() => {
    document.body.dataset.hydrated = 'true'
  }, [])
  return null
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider locale={zh_CN}>
      <HydrationMarker />
      {children}
    </LocaleProvider>
  )
}
