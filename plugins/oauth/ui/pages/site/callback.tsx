import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Button, Empty, Spin, Toast } from '@douyinfe/semi-ui-19'
import { IllustrationFailure } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { useShared } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { AuthShell } from '../../../../../core/accounts/ui/components/auth_shell'
import { safeRedirect } from '../../../../../core/accounts/ui/components/format'
import { FAILED, failureMessage, INVALID, isSignedIn, PendingBind, type Pending } from '../../components/pending_bind'
import './callback.css'

interface Props {
  provider: { name: string; type: number; title: string } | null
  code: string
  state: string
  error: string
  /** Where the login page was headed (kept by /oauth/<name>/authorize, same-site only). */
  redirect?: string
}

/**
 * /oauth/{type}: where a provider sends the visitor back. The code and the state go to
 * POST /api/v1/oauth/login (the server compares the state it kept before the redirect and
 * refuses a code used before); a first login then binds or creates an account.
 */
export default function OauthCallback({ provider, code, state, error, redirect: kept }: Props) {
  const redirect = safeRedirect(kept)
  const { user } = useShared()
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
      <PendingBind pending={pending} title={title} onDone={(message) => done(message, redirect)} />
    </AuthShell>
  )
}
