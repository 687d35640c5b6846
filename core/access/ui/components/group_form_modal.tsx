import { useEffect, useRef, useState } from 'react'
import { Form, Input, InputNumber, Switch, Toast, Typography } from '@douyinfe/semi-ui-19'
import { SubmitModal, useModalSubmit } from '~/components/admin/submit_modal'
import { api } from '~/lib/api'
import { GROUP_COLORS, GROUP_FLAGS, capabilitySwitches, type CapabilityOption, type FlagKey, type GroupSwitch } from './group_flags'
import type { GroupRow } from './types'
import { apiUrl } from '~/lib/api_url'
import './access.css'

type Values = Pick<GroupRow, 'title' | 'color' | 'description' | 'sort' | FlagKey>

const BLANK: Values = {
  title: '',
  color: '',
  description: '',
  sort: 0,
  is_default: false,
  is_display: false,
}

function pick(group: GroupRow): Values {
  return Object.fromEntries(Object.keys(BLANK).map((key) => [key, group[key]])) as Values
}

/** The role's capability values, or a new role's defaults. */
function switchesOf(group: GroupRow | null, capabilities: CapabilityOption[]) {
  return Object.fromEntries(capabilities.map((option) => [option.key, group ? Boolean(group[option.key]) : option.default]))
}

function FlagSwitch(props: Omit<GroupSwitch, 'key'> & { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <label className="ds-access-flag">
      <span className="ds-access-flag__text">
        <Typography.Text strong>{props.label}</Typography.Text>
        <Typography.Text type="tertiary" size="small">
          {props.hint}
        </Typography.Text>
      </span>
      <Switch checked={props.checked} onChange={props.onChange} disabled={props.disabled} aria-label={props.label} />
    </label>
  )
}

export function GroupFormModal({
  visible,
  group,
  capabilities,
  onClose,
  onSaved,
}: {
  visible: boolean
  group: GroupRow | null
  capabilities: CapabilityOption[]
  onClose: () => void
  onSaved: () => void
}) {
  const [values, setValues] = useState<Values>(BLANK)
  const [switches, setSwitches] = useState<Record<string, boolean>>({})
  const [error, setError] = useState('')
  const { saving, run } = useModalSubmit({ onDone: onSaved, onClose })
  const titleRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!visible) return
    setValues(group ? pick(group) : BLANK)
    setSwitches(switchesOf(group, capabilities))
    setError('')
  }, [visible, group, capabilities])

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }))

  const submit = async () => {
    if (!values.title.trim()) {
      setError('请输入角色名称')
      titleRef.current?.focus()
      return
    }
    await run(async () => {
      const body = { ...values, ...switches, title: values.title.trim() }
      if (group) await api.put(apiUrl('access.groups.update'), { id: group.id, ...body })
      else await api.post(apiUrl('access.groups.store'), body)
      Toast.success(group ? '角色已更新' : '角色已创建')
    })
  }

  return (
    <SubmitModal
      className="ds-access-modal"
      title={group ? `编辑角色：${group.title}` : '新增角色'}
      visible={visible}
      onClose={onClose}
      onSubmit={submit}
      okText={group ? '保存' : '创建'}
      saving={saving}
      width={640}
      maskClosable={false}
    >
      <Form labelPosition="top">
        <Form.Slot label={{ text: '角色名称', required: true }} error={{ error }}>
          <Input
            ref={titleRef as any}
            value={values.title}
            onChange={(value) => {
              set('title', value)
              setError('')
            }}
            maxLength={64}
            placeholder="例如：编辑、VIP 作者"
            validateStatus={error ? 'error' : 'default'}
            aria-label="角色名称"
          />
        </Form.Slot>
        <Form.Slot label="颜色">
          <Input
            value={values.color}
            onChange={(value) => set('color', value)}
            placeholder="#1677ff"
            maxLength={32}
            prefix={<span className="ds-access-dot ds-access-dot--prefix" style={{ background: values.color || 'transparent' }} />}
            aria-label="颜色"
          />
          <div className="ds-access-swatches">
            {GROUP_COLORS.map((color) => (
              <button
                type="button"
                key={color}
                className={`ds-access-swatch${values.color === color ? ' is-active' : ''}`}
                style={{ background: color }}
                onClick={() => set('color', color)}
                aria-label={`颜色 ${color}`}
              />
            ))}
          </div>
        </Form.Slot>
        <Form.Slot label="描述">
          <Input value={values.description} onChange={(value) => set('description', value)} maxLength={255} aria-label="描述" />
        </Form.Slot>
        <Form.Slot label="排序（越大越靠前）">
          <InputNumber
            value={values.sort}
            onNumberChange={(value) => set('sort', Number(value) || 0)}
            className="ds-sort-field ds-sort-field--narrow"
          />
        </Form.Slot>
        <Form.Slot label="权限开关">
          <div className="ds-access-flags">
            {capabilitySwitches(capabilities).map((flag) => (
              <FlagSwitch
                key={flag.key}
                label={flag.label}
                hint={flag.hint}
                checked={Boolean(switches[flag.key])}
                onChange={(checked) => setSwitches((current) => ({ ...current, [flag.key]: checked }))}
              />
            ))}
            {GROUP_FLAGS.map((flag) => (
              <FlagSwitch
                key={flag.key}
                label={flag.label}
                hint={flag.hint}
                checked={values[flag.key]}
                onChange={(checked) => set(flag.key, checked)}
                disabled={flag.key === 'is_default' && Boolean(group?.is_default)}
              />
            ))}
          </div>
          {group?.is_default && (
            <Typography.Text type="tertiary" size="small">
              这是新用户的默认角色；要更换默认角色，请把另一个角色设为默认。
            </Typography.Text>
          )}
        </Form.Slot>
      </Form>
    </SubmitModal>
  )
}
