import { useRef, useState } from 'react'
import { Avatar, Button, Tabs, TabPane, Toast } from '@douyinfe/semi-ui-19'
import { api, ApiRequestError } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { useSetting } from '~/lib/shared_props'
import { AuthForm } from '../../../../core/accounts/ui/components/auth_form'
import { PasswordLoginFields } from '../../../../core/accounts/ui/components/password_login_fields'
import { useCaptcha } from '../../../../core/accounts/ui/components/captcha_field'
import './pending_bind.css'

export const INVALID = 'OAuth登录返回数据无效，请重试'
export const FAILED = 'OAuth登录过程中发生错误，请重试'

export interface Pending {
  oauth_type: number
  openid: string
  username: string
  avatar: string
  session: string
}

export function failureMessage(error: unknown, fallback: string) {
  if (error instanceof ApiRequestError && error.status >= 500) return FAILED
  return (error as Error)?.message || fallback
}

export function isSignedIn(result: any) {
  return result && typeof result.user === 'object' && result.user && typeof result.token === 'string'
}

/** 绑定已有账号: the account's own login (captcha and limits included), then the binding. */
function BindExisting({ pending, onBound }: { pending: Pending; onBound: () => void }) {
  const captcha = useCaptcha('login', useSetting<boolean>('security', 'enable_captcha_login', false))
  const formApi = useRef<any>(null)
  const [loading, setLoading] = useState(false)

  const submit = async (values: { username: string; password: string; captcha?: string }) => {
    setLoading(true)
    try {
      await api.post(apiUrl('auth.login'), { ...values, captcha_id: captcha.challenge?.id })
      await api.post(apiUrl('oauth.bind'), { openid: pending.openid, oauth_type: pending.oauth_type, session: pending.session })
      onBound()
    } catch (error) {
      Toast.error(failureMessage(error, '绑定失败'))
      formApi.current?.setValue('captcha', '')
      void captcha.refresh()
    } finally {
      setLoading(false)
    }
  }

  return (
    <AuthForm<{ username: string; password: string; captcha?: string }>
      label="绑定并登录"
      formApi={formApi}
      captcha={captcha}
      loading={loading}
      onSubmit={submit}
    >
      <PasswordLoginFields usernamePlaceholder="请输入已有账号的用户名或邮箱" />
    </AuthForm>
  )
}

/** 创建新账号: a member named after the provider's name, signed in at once. */
function CreateAccount({ pending, onCreated }: { pending: Pending; onCreated: () => void }) {
  const [loading, setLoading] = useState(false)
  const create = async () => {
    setLoading(true)
    try {
      const result = await api.post(apiUrl('oauth.bind'), {
        openid: pending.openid,
        oauth_type: pending.oauth_type,
        session: pending.session,
      })
      if (!isSignedIn(result)) return void Toast.error(INVALID)
      onCreated()
    } catch (error) {
      Toast.error(failureMessage(error, '绑定失败'))
    } finally {
      setLoading(false)
    }
  }
  return (
    <div className="oauth-cb__create">
      <p>使用该账号的昵称创建一个新账号，之后可在个人中心设置密码。</p>
      <Button theme="solid" type="primary" block loading={loading} onClick={() => void create()}>
        创建新账号并登录
      </Button>
    </div>
  )
}

/**
 * A first login through a provider: 绑定已有账号 (that account's login, then the binding) or
 * 创建新账号 while registration is open. The callback page and the WeChat scan both end here.
 */
export function PendingBind({ pending, title, onDone }: { pending: Pending; title: string; onDone: (message: string) => void }) {
  const enableRegister = useSetting<boolean>('security', 'enable_register', true)
  const isClose = useSetting<boolean>('security', 'is_close', false)
  return (
    <>
      <div className="oauth-cb__who">
        <Avatar size="small" src={pending.avatar || undefined} alt={pending.username}>
          {pending.username.slice(0, 1) || '?'}
        </Avatar>
        <span>
          {title}账号：<strong>{pending.username || pending.openid}</strong>
        </span>
      </div>
      <Tabs type="line" className="oauth-cb__tabs">
        <TabPane tab="绑定已有账号" itemKey="bind">
          <BindExisting pending={pending} onBound={() => onDone('绑定成功')} />
        </TabPane>
        {enableRegister && !isClose && (
          <TabPane tab="创建新账号" itemKey="create">
            <CreateAccount pending={pending} onCreated={() => onDone('注册成功')} />
          </TabPane>
        )}
      </Tabs>
    </>
  )
}
