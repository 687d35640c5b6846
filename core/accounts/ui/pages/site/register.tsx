import { useRef, useState } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { Button, Empty, Form, Toast } from '@douyinfe/semi-ui-19'
import { IconLock, IconMail, IconUser } from '@douyinfe/semi-icons'
import { IllustrationNoAccess } from '@douyinfe/semi-illustrations'
import { api, ApiRequestError } from '~/lib/api'
import { useSetting } from '~/lib/shared_props'
import { AuthShell } from '../../components/auth_shell'
import { CaptchaField, useCaptcha } from '../../components/captcha_field'
import { safeRedirect } from '../../components/format'

interface RegisterValues {
  username: string
  email: string
  password: string
  repeat_password: string
  captcha?: string
}

const USERNAME_PATTERN = /^[A-Za-z0-9_\u4e00-\u9fa5]{3,32}$/

export default function Register({ redirect }: { redirect?: string }) {
  const sitename = useSetting<string>('system', 'sitename', 'Docsite')
  const enableRegister = useSetting<boolean>('security', 'enable_register', true)
  const isClose = useSetting<boolean>('security', 'is_close', false)
  const captchaOn = useSetting<boolean>('security', 'enable_captcha_register', false)
  const open = enableRegister && !isClose
  const captcha = useCaptcha('register', open && captchaOn)
  const [loading, setLoading] = useState(false)
  const formApi = useRef<any>(null)
  const target = safeRedirect(redirect)
  const loginHref = target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`

  const submit = async (values: RegisterValues) => {
    setLoading(true)
    try {
      const result = await api.post<any>('/api/v1/user/register', {
        username: values.username,
        email: values.email,
        password: values.password,
        captcha: values.captcha,
        captcha_id: captcha.challenge?.id,
      })
      if (!result || typeof result.user !== 'object' || !result.user || typeof result.token !== 'string') {
        Toast.error('注册返回数据无效，请重试')
        return
      }
      Toast.success('注册成功')
      router.visit(target)
    } catch (error) {
      const message = error instanceof ApiRequestError && error.status >= 500 ? '' : (error as Error)?.message
      Toast.error(message || '注册失败')
      formApi.current?.setValue('captcha', '')
      void captcha.refresh()
    } finally {
      setLoading(false)
    }
  }

  if (!open) {
    return (
      <AuthShell title="注册账号" subtitle={`加入 ${sitename}`}>
        <Head title={`注册 - ${sitename}`} />
        <Empty
          className="ds-acc-empty"
          image={<IllustrationNoAccess style={{ width: 150, height: 150 }} />}
          title="网站已关闭注册"
          description="暂时不开放新用户注册，已有账号可以直接登录。"
        >
          <Link href={loginHref}>
            <Button theme="solid" type="primary">
              去登录
            </Button>
          </Link>
        </Empty>
      </AuthShell>
    )
  }

  return (
    <AuthShell title="注册账号" subtitle={`加入 ${sitename}，分享与发现优质文档`}>
      <Head title={`注册 - ${sitename}`} />
      <Form<RegisterValues>
        labelPosition="top"
        getFormApi={(instance) => (formApi.current = instance)}
        onSubmit={(values) => void submit(values)}
        aria-label="注册"
      >
        <Form.Input
          field="username"
          label="用户名"
          placeholder="3-32位字母、数字、下划线或汉字"
          prefix={<IconUser />}
          autoComplete="username"
          size="large"
          rules={[
            { required: true, message: '请输入用户名' },
            { pattern: USERNAME_PATTERN, message: '用户名为3到32个字母、数字、下划线或汉字' },
          ]}
        />
        <Form.Input
          field="email"
          label="电子邮箱"
          placeholder="用于找回密码"
          prefix={<IconMail />}
          autoComplete="email"
          size="large"
          rules={[
            { required: true, message: '请输入电子邮箱' },
            { type: 'email', message: '请输入正确的电子邮箱' },
          ]}
        />
        <Form.Input
          field="password"
          label="密码"
          mode="password"
          placeholder="至少6个字符"
          prefix={<IconLock />}
          autoComplete="new-password"
          size="large"
          rules={[
            { required: true, message: '请输入密码' },
            { min: 6, message: '密码长度至少为6个字符' },
          ]}
        />
        <Form.Input
          field="repeat_password"
          label="确认密码"
          mode="password"
          placeholder="请再次输入密码"
          prefix={<IconLock />}
          autoComplete="new-password"
          size="large"
          rules={[
            { required: true, message: '请再次输入密码' },
            {
              validator: (_rule: unknown, value: string) => !value || value === formApi.current?.getValue('password'),
              message: '两次输入的密码不一致',
            },
          ]}
        />
        <CaptchaField captcha={captcha} />
        <Button htmlType="submit" theme="solid" type="primary" block loading={loading} className="ds-acc-auth__submit">
          注册
        </Button>
      </Form>
      <div className="ds-acc-auth__footer">
        <span>
          已有账号？<Link href={loginHref}>立即登录</Link>
        </span>
      </div>
    </AuthShell>
  )
}
