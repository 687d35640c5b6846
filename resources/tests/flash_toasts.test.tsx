import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { FlashToasts } from '~/components/flash_toasts'
import { setPage } from './inertia_mock'

vi.mock('@inertiajs/react', () => import('./inertia_mock'))

describe('flash messages', () => {
  it('shows the page flash as a toast, once', async () => {
    setPage({ url: '/', props: {}, flash: { success: '资料已保存' } })
    const { rerender } = render(<FlashToasts />)
    expect(await screen.findByText('资料已保存')).toBeTruthy()
    rerender(<FlashToasts />)
    expect(screen.getAllByText('资料已保存')).toHaveLength(1)
  })

  it('shows errors too', async () => {
    setPage({ url: '/', props: {}, flash: { error: '没有权限' } })
    render(<FlashToasts />)
    expect(await screen.findByText('没有权限')).toBeTruthy()
  })
})
