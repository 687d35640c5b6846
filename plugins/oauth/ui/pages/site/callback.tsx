import { useEffect, useRef, useState } from 'react'
import { Link, router } from '@inertiajs/react'
import { Avatar, Button, Empty, Spin, Tabs, TabPane, Toast } from '@douyinfe/semi-ui-19'
import { IconLock, IconUser } from '@douyinfe/semi-icons'
import { IllustrationFailure } from '@douyinfe/semi-illustrations'
import { api, ApiRequestError } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { useSetting, useShared } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { AuthShell } from '../../../../../core/accounts/ui/components/auth_shell'
import { AuthForm } from '../../../../../core/accounts/ui/components/auth_form'
import { AuthInput } from '../../../../../core/accounts/ui/components/auth_input'
import { useCaptcha } from '../../../../../core/accounts/ui/components/captcha_field'
import { safeRedirect } from '../../../../../core/accounts/ui/components/format'
import './callback.css'

const INVALID = 'OAuth登录返回数据无效，请重试'
const FAILED = 'OAuth登录过程中发生错误，请重试'

interface Props {
  provider: { name: string; type: number; title: string } | null
  code: string
  state: string
  error: string
  /** Where the login page was headed (kept by /oauth/<name>/authorize, same-site only). */
  redirect?: string
}

interface Pending {
  oauth_type: number
  openid: string
  username: string
  avatar: string
  session: string
}

function failureMessage(error: unknown, fallback: string) {
  if (error instanceof ApiRequestError && error.status >= 500) return FAILED
  return (error as Error)?.message || fallback
}

function isSignedIn(result: any) {
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
      <AuthInput
        field="username"
        label="用户名或邮箱"
        placeholder="请输入已有账号的用户名或邮箱"
        icon={<IconUser />}
        autoComplete="username"
        requiredMessage="请输入用户名或邮箱"
      />
      <AuthInput
        field="password"
        label="密码"
        mode="password"
        placeholder="请输入密码"
        icon={<IconLock />}
        autoComplete="current-password"
        requiredMessage="请输入密码"
      />
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
 * /oauth/{type}: where a provider sends the visitor back. The code and the state go to
 * POST /api/v1/oauth/login (the server compares the state it kept before the redirect and
 * refuses a code used before); a first login then binds or creates an account.
 */
export default function OauthCallback({ provider, code, state, error, redirect: kept }: Props) {
  const redirect = safeRedirect(kept)
  const { user } = useShared()
  const enableRegister = useSetting<boolean>('security', 'enable_register', true)
  const isClose = useSetting<boolean>('security', 'is_close', false)
  const registrationOpen = enableRegister && !isClose
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const started = useRef(false)
  const title = provider?.title ?? '第三方'

  const done = (message: string, target: string) => {
    Toast.success(message)
    router.visit(target)
  }

  useEffect(() => {
    if (started.current) return
    started.current = true
    // The code is single-use: keep it out of the address bar, so a reload does not replay it.
    router.replace({ url: window.location.pathname, preserveState: true, preserveScroll: true })
    if (!provider) return setFailure({ title: '不支持的登录方式' })
    if (error) return setFailure({ title: FAILED, detail: error })
    if (!code || !state) return setFailure({ title: INVALID })
    void (async () => {
      try {
        const result = await api.post<any>(apiUrl('oauth.login'), { code, state, oauth_type: provider.type })
        if (isSignedIn(result)) return done('登录成功', redirect)
        if (!result?.oauth?.session) return setFailure({ title: INVALID })
        if (!user) return setPending(result.oauth)
        await api.post(apiUrl('oauth.bind'), {
          openid: result.oauth.openid,
          oauth_type: result.oauth.oauth_type,
          session: result.oauth.session,
        })
        done('绑定成功', '/me/oauth')
      } catch (failed) {
        setFailure({ title: failureMessage(failed, user ? '绑定失败' : '登录失败') })
      }
    })()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load: the code is single-use
  }, [])

  if (failure) {
    return (
      <AuthShell title={`${title}登录`} subtitle="第三方账号登录">
        <SeoHead title={`${title}登录`} noindex />
        <Empty
          className="oauth-cb__failure"
          image={<IllustrationFailure className="ds-empty-image" />}
          title={failure.title}
          description={failure.detail}
        >
          <div className="oauth-cb__actions">
            <Link href={user ? '/me/oauth' : '/login'}>
              <Button theme="solid" type="primary">
                {user ? '返回绑定账号' : '返回登录'}
              </Button>
            </Link>
          </div>
        </Empty>
      </AuthShell>
    )
  }

  if (!pending) {
    return (
      <AuthShell title={`${title}登录`} subtitle="第三方账号登录">
        <SeoHead title={`${title}登录`} noindex />
        <div className="oauth-cb__waiting">
          <Spin size="large" tip={`正在通过${title}登录…`} />
        </div>
      </AuthShell>
    )
  }

  return (
    <AuthShell title={`绑定${title}账号`} subtitle={`首次使用${title}登录，请绑定已有账号或创建新账号`}>
      <SeoHead title={`绑定${title}账号`} noindex />
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
          <BindExisting pending={pending} onBound={() => done('绑定成功', redirect)} />
        </TabPane>
        {registrationOpen && (
          <TabPane tab="创建新账号" itemKey="create">
            <CreateAccount pending={pending} onCreated={() => done('注册成功', redirect)} />
          </TabPane>
        )}
      </Tabs>
    </AuthShell>
  )
}
