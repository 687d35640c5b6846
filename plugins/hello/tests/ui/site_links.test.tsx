import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { NavigationMenu } from '~/components/site/navigation_menu'
import { ToolBar } from '~/components/site/tool_bar'
import { LayoutSlot } from '~/components/site/site_component'
import { setPage } from '~/tests/inertia_mock'

vi.mock('@inertiajs/react', () => import('~/tests/inertia_mock'))

const entry = { id: 9, title: '问候', href: '/hello', color: '', target: '', popover: 'hello.greetingPopover', children: [] }

describe('hello in the header and the tool bar', () => {
  it('hovering 问候 shows the greeting while the server lists the popover, and nothing once hello is off', async () => {
    const settings = { hello: { greeting: '早上好' } }
    setPage({ props: { settings, siteComponents: [] } })
    const off = render(<NavigationMenu items={[entry]} currentUrl="/" />)
    fireEvent.mouseEnter(screen.getByRole('link', { name: '问候' }))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText('早上好，世界！')).toBeNull()
    off.unmount()

    setPage({ props: { settings, siteComponents: ['hello.greetingPopover'] } })
    render(<NavigationMenu items={[entry]} currentUrl="/" />)
    fireEvent.mouseEnter(screen.getByRole('link', { name: '问候' }))
    await waitFor(() => expect(screen.getByText('早上好，世界！')).toBeTruthy())
    setPage({})
  })

  it("the popover also says how many greetings the site holds (hello's shared prop)", async () => {
    setPage({ props: { settings: {}, siteComponents: ['hello.greetingPopover'], hello: { greeting_count: 3 } } })
    render(<NavigationMenu items={[entry]} currentUrl="/" />)
    fireEvent.mouseEnter(screen.getByRole('link', { name: '问候' }))
    await waitFor(() => expect(screen.getByText('已有 3 条问候')).toBeTruthy())
    setPage({})
  })

  it("to a member it says whether they have left a greeting (hello's user flag); a guest sees no such line", async () => {
    const member = { id: 1, username: 'a', flags: { 'hello.greeted': true } }
    setPage({ props: { settings: {}, siteComponents: ['hello.greetingPopover'], user: member } })
    const greeted = render(<NavigationMenu items={[entry]} currentUrl="/" />)
    fireEvent.mouseEnter(screen.getByRole('link', { name: '问候' }))
    await waitFor(() => expect(screen.getByTestId('hello-greeted').textContent).toBe('你已留下问候'))
    greeted.unmount()

    setPage({ props: { settings: {}, siteComponents: ['hello.greetingPopover'], user: { ...member, flags: {} } } })
    const notYet = render(<NavigationMenu items={[entry]} currentUrl="/" />)
    fireEvent.mouseEnter(screen.getByRole('link', { name: '问候' }))
    await waitFor(() => expect(screen.getByTestId('hello-greeted').textContent).toBe('你还没有留下问候'))
    notYet.unmount()

    setPage({ props: { settings: {}, siteComponents: ['hello.greetingPopover'], user: null } })
    render(<NavigationMenu items={[entry]} currentUrl="/" />)
    fireEvent.mouseEnter(screen.getByRole('link', { name: '问候' }))
    await waitFor(() => expect(screen.getByText('你好，世界！')).toBeTruthy())
    expect(screen.queryByTestId('hello-greeted')).toBeNull()
    setPage({})
  })

  it('its tool bar button leads to /hello with the HelloWave icon', () => {
    const { container } = render(
      <ToolBar display={{}} links={[{ key: 'hello.greetings', title: '问候', href: '/hello', icon: 'HelloWave' }]} />
    )
    const button = screen.getByRole('link', { name: '问候' })
    expect(button.getAttribute('href')).toBe('/hello')
    expect(container.querySelector('a[href="/hello"] svg.hello-wave-icon')).not.toBeNull()
  })
})

describe("hello in the site layout's slots", () => {
  it('its ribbon fills the bottom slot while the server lists it, and no other slot', () => {
    const layoutComponents = [{ component: 'hello.greetingRibbon', place: 'bottom' }]
    setPage({ props: { settings: { hello: { greeting: '晚上好' } }, layoutComponents } })
    const bottom = render(<LayoutSlot place="bottom" />)
    expect(bottom.getByRole('complementary', { name: '问候' }).textContent).toContain('晚上好，世界！')
    expect(bottom.getByRole('link', { name: '留下你的问候' }).getAttribute('href')).toBe('/hello')
    bottom.unmount()

    for (const place of ['top', 'floating'] as const) {
      const other = render(<LayoutSlot place={place} />)
      expect(other.container.innerHTML).toBe('')
      other.unmount()
    }
    setPage({})
  })

  it('with hello off the server lists nothing and the slot stays empty', () => {
    setPage({ props: { settings: {}, layoutComponents: [] } })
    const { container } = render(<LayoutSlot place="bottom" />)
    expect(container.innerHTML).toBe('')
    setPage({})
  })
})
