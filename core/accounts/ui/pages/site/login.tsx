import { useRef, useState } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { Banner, Button, Form, Toast } from '@douyinfe/semi-ui-19'
import { IconLock, IconUser } from '@douyinfe/semi-icons'
import { api, ApiRequestError } from '~/lib/api'
import { useSetting, useShared } from '~/lib/shared_props'
import { AuthShell } from '../../components/auth_shell'
import { CaptchaField, useCaptcha } from '../../components/captcha_field'
import { safeRedirect } from '../../components/format'

interface LoginValues {
  username: string
  password: string
  captcha?: string
}

function failureMessage(error: unknown, fallback: string) {
  if (error instanceof ApiRequestError && error.status >= 500) return '登录过程中发生错误，请重试'
  return (error as Error)?.message || fallback
}

export default function Login({ redirect }: { redirect?: string }) {
  const { user } = useShared()
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const isClose = useSetting<boolean>('security', 'is_close', false)
  const enableRegister = useSetting<boolean>('security', 'enable_register', true)
  const captcha = useCaptcha('login', useSetting<boolean>('security', 'enable_captcha_login', false))
  const [loading, setLoading] = useState(false)
  const formApi = useRef<any>(null)
  const target = safeRedirect(redirect)

  const submit = async (values: LoginValues) => {
    setLoading(true)
    try {
      const result = await api.post<any>('/api/v1/user/login', {
        username: values.username,
        password: values.password,
        captcha: values.captcha,
        captcha_id: captcha.challenge?.id,
      })
      if (!result || typeof result.user !== 'object' || !result.user || typeof result.token !== 'string') {
        Toast.error('登录返回数据无效，请重试')
        return
      }
      Toast.success('登录成功')
      router.visit(target)
    } catch (error) {
      Toast.error(failureMessage(error, '登录失败'))
      formApi.current?.setValue('captcha', '')
      void captcha.refresh()
    } finally {
      setLoading(false)
    }
  }

  const registerHref = target === '/' ? '/register' : `/register?redirect=${encodeURIComponent(target)}`

  return (
    <AuthShell title="欢迎登录" subtitle={`登录 ${sitename}，发现更多优质文档`}>
      <Head title={`登录 - ${sitename}`} />
      {isClose && (
        <Banner
          className="ds-acc-auth__notice"
          type="warning"
          fullMode={false}
          closeIcon={null}
          description={user ? '网站已关闭，当前账号无权访问，请使用管理员账号登录' : '网站维护中，暂时只有管理员可以登录'}
        />
      )}
      <Form<LoginValues>
        labelPosition="top"
        getFormApi={(instance) => (formApi.current = instance)}
        onSubmit={(values) => void submit(values)}
        aria-label="登录"
      >
        <Form.Input
          field="username"
          label="用户名或邮箱"
          placeholder="请输入用户名或邮箱"
          prefix={<IconUser />}
          autoComplete="username"
          size="large"
          rules={[{ required: true, message: '请输入用户名或邮箱' }]}
        />
        <Form.Input
          field="password"
          label="密码"
          mode="password"
          placeholder="请输入密码"
          prefix={<IconLock />}
          autoComplete="current-password"
          size="large"
          rules={[{ required: true, message: '请输入密码' }]}
        />
        <CaptchaField captcha={captcha} />
        <Button htmlType="submit" theme="solid" type="primary" block loading={loading} className="ds-acc-auth__submit">
          登录
        </Button>
      </Form>
      <div className="ds-acc-auth__footer">
        {enableRegister && !isClose ? (
          <span>
            还没有账号？<Link href={registerHref}>立即注册</Link>
          </span>
        ) : (
          <span />
        )}
        <Link href="/findpassword">忘记密码？</Link>
      </div>
    </AuthShell>
  )
}
