import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createRef } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { Link } from '~/components/link'
import { router } from './inertia_mock'

vi.mock('@inertiajs/react', () => import('./inertia_mock'))

/**
 * Clicks the link and tells whether the browser was left to follow it; the test's document
 * then cancels the click itself, so happy-dom does not load the page.
 */
function click(name: string, init: MouseEventInit = {}) {
  let followed = false
  const settle = (event: Event) => {
    followed = !event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', settle, { once: true })
  fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init })
  return followed
}

describe('Link', () => {
  beforeEach(() => router.visit.mockReset())

  it('renders a plain anchor with the given attributes', () => {
    const ref = createRef<HTMLAnchorElement>()
    const { container } = render(
      <Link ref={ref} href="/document/3" className="ds-doc-card" title="期末复习" aria-label="打开文档">
        复习
      </Link>
    )
    expect(container.innerHTML).toBe('<a class="ds-doc-card" title="期末复习" aria-label="打开文档" href="/document/3">复习</a>')
    expect(ref.current).toBe(container.firstChild)
  })

  it('turns a plain click into an Inertia visit', () => {
    render(<Link href="/document/3">复习</Link>)
    expect(click('复习')).toBe(false)
    expect(router.visit).toHaveBeenCalledWith('/document/3', { preserveScroll: false })
  })

  it('passes preserveScroll to the visit', () => {
    render(
      <Link href="/category?page=2" preserveScroll>
        下一页
      </Link>
    )
    click('下一页')
    expect(router.visit).toHaveBeenCalledWith('/category?page=2', { preserveScroll: true })
  })

  it('leaves modified and non-left clicks to the browser', () => {
    render(<Link href="/document/3">复习</Link>)
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click('复习', init), JSON.stringify(init)).toBe(true)
    }
    expect(router.visit).not.toHaveBeenCalled()
  })

  it('leaves new-window, download and external links to the browser', () => {
    render(
      <>
        <Link href="/document/3" target="_blank">
          新窗口
        </Link>
        <Link href="/download/3" download>
          下载
        </Link>
        <Link href="https://adonisjs.com">外站</Link>
        <Link href="mailto:help@example.com">邮件</Link>
      </>
    )
    for (const name of ['新窗口', '下载', '外站', '邮件']) expect(click(name), name).toBe(true)
    expect(router.visit).not.toHaveBeenCalled()
  })

  it('visits when the target is _self', () => {
    render(
      <Link href="/article" target="_self">
        文章
      </Link>
    )
    click('文章')
    expect(router.visit).toHaveBeenCalledWith('/article', { preserveScroll: false })
  })

  it("runs the caller's onClick first; a caller that prevents the default stops the visit", () => {
    const calls: string[] = []
    router.visit.mockImplementation(() => calls.push('visit'))
    render(
      <>
        <Link href="/login" onClick={() => calls.push('onClick')}>
          登录
        </Link>
        <Link href="/register" onClick={(event) => event.preventDefault()}>
          注册
        </Link>
      </>
    )
    click('登录')
    expect(calls).toEqual(['onClick', 'visit'])
    click('注册')
    expect(router.visit).toHaveBeenCalledTimes(1)
  })
})
