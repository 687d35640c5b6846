import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { LoginMethodTabs } from '../../../../core/accounts/ui/components/login_method_tabs'
import { setPage } from '~/tests/inertia_mock'

vi.mock('@inertiajs/react', () => import('~/tests/inertia_mock'))
vi.mock('~/lib/api', () => ({ api: { get: vi.fn(async () => ({ enable: true, id: 'c1', captcha: '' })), post: vi.fn() } }))

const mobileLogin = { key: 'sms.login', title: '手机登录', component: 'sms.mobileLogin' }

describe('the loginMethods tabs with the sms phone form', () => {
  it('without a method the page form shows alone, without tabs', () => {
    setPage({ props: { settings: {}, siteComponents: [] } })
    render(
      <LoginMethodTabs methods={[]} ownTitle="密码登录">
        <p>密码表单</p>
      </LoginMethodTabs>
    )
    expect(screen.getByText('密码表单')).toBeTruthy()
    expect(screen.queryByRole('tab')).toBeNull()
    setPage({})
  })

  it('with sms listed, 密码登录 comes first and 手机登录 draws the phone form with 发送验证码', async () => {
    setPage({ props: { settings: {}, siteComponents: ['sms.mobileLogin'] } })
    render(
      <LoginMethodTabs methods={[mobileLogin]} ownTitle="密码登录">
        <p>密码表单</p>
      </LoginMethodTabs>
    )
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['密码登录', '手机登录'])
    expect(screen.getByText('密码表单')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: '手机登录' }))
    expect(await screen.findByRole('button', { name: '发送验证码' })).toBeTruthy()
    expect(screen.getByLabelText('手机号码')).toBeTruthy()
    expect(screen.queryByText('密码表单')).toBeNull()
    setPage({})
  })
})
