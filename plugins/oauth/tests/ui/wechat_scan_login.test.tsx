import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { router, setPage } from '~/tests/inertia_mock'
import { ApiRequestError } from '~/lib/api'
import { WechatScanLogin } from '../../ui/components/wechat_scan_login'

vi.mock('@inertiajs/react', () => import('~/tests/inertia_mock'))
vi.mock('~/lib/api', async (original) => {
  const actual = await original<typeof import('~/lib/api')>()
  return { ...actual, api: { get: vi.fn(), post: vi.fn() } }
})

const { api } = await import('~/lib/api')
const get = vi.mocked(api.get)
const post = vi.mocked(api.post)

function ticket(scene: string, expireSeconds = 300) {
  return { qrcode: `https://qr.example/${scene}.png`, scene, expire_seconds: expireSeconds }
}

/** Draws the tab and lets the QR code arrive (polling starts once it shows). */
async function show(element: React.ReactElement) {
  const view = render(element)
  await seconds(0)
  return view
}

/** Lets the interval fire `seconds` times and the promises it started settle. */
async function seconds(count: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(count * 1000)
  })
}

describe('微信扫码登录', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    setPage({ props: { settings: {}, siteComponents: [] } })
    get.mockReset()
    post.mockReset()
    router.visit.mockReset()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows the QR code, asks logincheck once a second, and goes to the redirect once scanned', async () => {
    get.mockResolvedValueOnce(ticket('login_a'))
    post.mockResolvedValue({})
    await show(<WechatScanLogin redirect="/document/7" />)
    expect(screen.getByAltText('微信扫码登录二维码').getAttribute('src')).toBe('https://qr.example/login_a.png')

    await seconds(3)
    expect(post).toHaveBeenCalledTimes(3)
    expect(post).toHaveBeenLastCalledWith('/api/v1/user/wechat/logincheck', { scene: 'login_a' })
    expect(router.visit).not.toHaveBeenCalled()

    post.mockResolvedValue({ user: { id: 1 }, token: 't' })
    await seconds(1)
    expect(router.visit).toHaveBeenCalledWith('/document/7')
    await seconds(3)
    expect(post).toHaveBeenCalledTimes(4) // no more polling after the login
  })

  it('stops polling when it leaves the page (the tab closes)', async () => {
    get.mockResolvedValueOnce(ticket('login_b'))
    post.mockResolvedValue({})
    const view = await show(<WechatScanLogin />)
    await seconds(2)
    expect(post).toHaveBeenCalledTimes(2)
    view.unmount()
    await seconds(5)
    expect(post).toHaveBeenCalledTimes(2)
  })

  it('the server says the code expired: the message and 刷新二维码, which fetches a new code and polls again', async () => {
    get.mockResolvedValueOnce(ticket('login_c')).mockResolvedValueOnce(ticket('login_d'))
    post.mockRejectedValueOnce(new ApiRequestError(400, '二维码已过期，请刷新后重新扫码'))
    await show(<WechatScanLogin />)
    await seconds(1)
    expect(screen.getByText('二维码已过期，请刷新后重新扫码')).toBeTruthy()
    await seconds(3)
    expect(post).toHaveBeenCalledTimes(1)

    post.mockResolvedValue({})
    fireEvent.click(screen.getByRole('button', { name: /刷新二维码/ }))
    await seconds(0)
    await seconds(1)
    expect(get).toHaveBeenCalledTimes(2)
    expect(post).toHaveBeenLastCalledWith('/api/v1/user/wechat/logincheck', { scene: 'login_d' })
  })

  it('the code runs out on the page too, even if nobody answers', async () => {
    get.mockResolvedValueOnce(ticket('login_e', 5))
    post.mockReturnValue(new Promise(() => {}))
    await show(<WechatScanLogin />)
    await seconds(6)
    expect(screen.getByText('二维码已过期，请刷新后重新扫码')).toBeTruthy()
  })

  it('a first scan shows the same bind choices as the other providers', async () => {
    get.mockResolvedValueOnce(ticket('login_f'))
    post.mockResolvedValueOnce({ oauth: { oauth_type: 8, openid: 'o-1', username: '微信用户', avatar: '', session: 's' } })
    await show(<WechatScanLogin />)
    await seconds(1)
    expect(screen.getByText('绑定已有账号')).toBeTruthy()
    expect(screen.getByText('微信用户')).toBeTruthy()
    await seconds(3)
    expect(post).toHaveBeenCalledTimes(1)
  })
})
