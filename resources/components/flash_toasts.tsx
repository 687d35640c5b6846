import { useEffect } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Toast } from '@douyinfe/semi-ui-19'

const shown = new WeakSet<object>()

const KINDS = { success: 'success', error: 'error', warning: 'warning', info: 'info', message: 'info' } as const

function show(flash: Record<string, unknown> | null | undefined) {
  if (!flash || typeof flash !== 'object' || shown.has(flash)) return
  shown.add(flash)
  for (const [key, kind] of Object.entries(KINDS)) {
    const text = flash[key]
    if (typeof text === 'string' && text) Toast[kind](text)
  }
}

/**
 * Shows the server's flash messages ({ success: '...' }, { error: '...' }) as toasts, from
 * the page object or a `flash` prop, and from client-side router.flash(). Each bag once.
 */
export function FlashToasts() {
  const page = usePage() as unknown as { flash?: Record<string, unknown>; props: Record<string, any> }
  useEffect(() => {
    show(page.flash)
    show(page.props.flash)
  }, [page.flash, page.props.flash])
  useEffect(() => router.on('flash', (event) => show(event.detail.flash as Record<string, unknown>)), [])
  return null
}
