import { useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Form, Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { useShared } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { NewPasswordFields } from '../../../components/auth_form'
import { MeShell, type MeTab } from '../../../components/me_shell'
import { apiUrl } from '~/lib/api_url'

interface PasswordValues {
  username: string
  old_password: string
  new_password: string
  repeat_password: string
}

export default function MePassword({
  tabs,
  active,
  default_password: defaultPassword,
}: {
  tabs: MeTab[]
  active: string
  default_password: string
}) {
  const { user } = useShared()
  const [saving, setSaving] = useState(false)
  const formApi = useRef<any>(null)
  if (!user) return null

  const submit = async (values: PasswordValues) => {
    setSaving(true)
    try {
      await api.put(apiUrl('users.update_password'), {
        id: user.id,
        old_password: values.old_password,
        new_password: values.new_password,
      })
      Toast.success('密码修改成功')
      formApi.current?.reset()
      router.reload()
    } catch (error) {
      Toast.error((error as Error).message || '密码修改失败')
    } finally {
      setSaving(false)
    }
  }

  return (
    <MeShell tabs={tabs} active={active}>
      <SeoHead title="修改密码" noindex />
      <h2 className="ds-acc-panel__title">修改密码</h2>
      <p className="ds-acc-panel__hint">修改后，其他设备上的登录会失效，当前设备保持登录</p>
      <Form<PasswordValues>
        key={defaultPassword ? 'default' : 'custom'}
        className="ds-acc-form"
        labelPosition="left"
        labelWidth={96}
        labelAlign="right"
        getFormApi={(instance) => (formApi.current = instance)}
        initValues={{ username: user.username, old_password: defaultPassword || '', new_password: '', repeat_password: '' }}
        onSubmit={(values) => void submit(values)}
        aria-label="修改密码"
      >
        <Form.Input field="username" label="用户名" disabled />
        <Form.Input
          field="old_password"
          label="原密码"
          mode="password"
          placeholder="请输入您的原密码"
          autoComplete="current-password"
          rules={[{ required: true, message: '请输入您的原密码' }]}
        />
        <NewPasswordFields
          formApi={formApi}
          field="new_password"
          label="新密码"
          noun="您的新密码"
          minMessage="新密码长度至少为6个字符"
          mismatchMessage="新密码和确认密码不一致"
        />
        <div className="ds-acc-form__actions">
          <Button htmlType="submit" theme="solid" type="primary" loading={saving}>
            修改密码
          </Button>
        </div>
      </Form>
    </MeShell>
  )
}
