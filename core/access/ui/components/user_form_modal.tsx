import { useEffect, useRef } from 'react'
import { Form, Toast, Typography } from '@douyinfe/semi-ui-19'
import type { FormApi } from '@douyinfe/semi-ui-19/lib/es/form'
import { api } from '~/lib/api'
import { SubmitModal, useModalSubmit } from '~/components/admin/submit_modal'
import type { AdminUserRow, GroupRow } from './types'
import { apiUrl } from '~/lib/api_url'

interface Values {
  username: string
  email: string
  password: string
  group_id: number[]
}

/** Create a user (username, email, password, roles) or edit one (new password, roles). */
export function UserFormModal({
  visible,
  user,
  groups,
  canGrantSuper,
  onClose,
  onSaved,
}: {
  visible: boolean
  user: AdminUserRow | null
  groups: GroupRow[]
  canGrantSuper: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const formApi = useRef<FormApi<Values>>(null)
  const editing = Boolean(user)
  const defaultGroups = groups.filter((group) => group.is_default).map((group) => group.id)

  useEffect(() => {
    if (!visible) return
    formApi.current?.setValues(
      user
        ? { username: user.username, email: user.email, password: '', group_id: user.group_id }
        : { username: '', email: '', password: '', group_id: defaultGroups },
      { isOverride: true }
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is filled when the modal opens, not as the default groups reload
  }, [visible, user])

  const { saving, run } = useModalSubmit({ onDone: onSaved, onClose })

  const submit = async () => {
    const values = await formApi.current!.validate().catch(() => null)
    if (!values) return
    await run(async () => {
      if (user) {
        await api.put(apiUrl('access.users.update'), { id: user.id, password: values.password ?? '', group_id: values.group_id })
        Toast.success('用户已更新')
      } else {
        await api.post(apiUrl('access.users.store'), {
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          group_id: values.group_id,
        })
        Toast.success('用户已创建')
      }
    })
  }

  return (
    <SubmitModal
      className="ds-access-modal"
      title={editing ? `编辑用户：${user?.username}` : '新增用户'}
      visible={visible}
      onClose={onClose}
      onSubmit={submit}
      okText={editing ? '保存' : '创建'}
      saving={saving}
      width={520}
      maskClosable={false}
    >
      <Form<Values> labelPosition="top" getFormApi={(form) => (formApi.current = form)}>
        <Form.Input
          field="username"
          label="用户名"
          disabled={editing}
          placeholder="2-32 个字符，不能是邮箱或手机号"
          rules={
            editing
              ? []
              : [
                  { required: true, message: '请输入用户名' },
                  { min: 2, max: 32, message: '用户名长度为 2-32 个字符' },
                ]
          }
        />
        <Form.Input
          field="email"
          label="电子邮箱"
          disabled={editing}
          rules={
            editing
              ? []
              : [
                  { required: true, message: '请输入电子邮箱' },
                  { type: 'email', message: '请输入正确的电子邮箱' },
                ]
          }
        />
        <Form.Input
          field="password"
          label={editing ? '新密码' : '密码'}
          mode="password"
          autoComplete="new-password"
          placeholder={editing ? '留空则不修改密码' : '至少 6 个字符'}
          rules={
            editing
              ? [{ validator: (_rule: unknown, value: string) => !value || value.length >= 6, message: '密码至少需要 6 个字符' }]
              : [
                  { required: true, message: '请输入密码' },
                  { min: 6, message: '密码至少需要 6 个字符' },
                ]
          }
        />
        <Form.Select
          field="group_id"
          label="角色"
          multiple
          className="ds-full-width"
          placeholder="请选择用户角色"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择用户角色' }]}
          optionList={groups.map((group) => ({
            value: group.id,
            label: group.title,
            disabled: group.is_super && !canGrantSuper,
          }))}
        />
        {!canGrantSuper && (
          <Typography.Text type="tertiary" size="small">
            只有超级管理员可以授予或收回超级管理员角色。
          </Typography.Text>
        )}
      </Form>
    </SubmitModal>
  )
}
