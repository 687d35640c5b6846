export type FlagKey = 'is_default' | 'is_display'

/** A switch of a role, in the words an operator reads. */
export interface GroupSwitch {
  key: string
  label: string
  hint: string
}

/** What the server sends for each capability the enabled plugins register (page props). */
export interface CapabilityOption {
  key: string
  label: string
  help: string
  /** Its value in a new role. */
  default: boolean
}

/** The role switches core owns; the plugins' capabilities come before them. */
export const GROUP_FLAGS: (GroupSwitch & { key: FlagKey })[] = [
  { key: 'is_default', label: '默认角色', hint: '新注册用户自动加入；只能有一个' },
  { key: 'is_display', label: '公开展示', hint: '在用户主页显示该角色' },
]

export function capabilitySwitches(capabilities: CapabilityOption[]): GroupSwitch[] {
  return capabilities.map(({ key, label, help }) => ({ key, label, hint: help }))
}

export const GROUP_COLORS = ['#f5222d', '#fa8c16', '#fadb14', '#52c41a', '#13c2c2', '#1677ff', '#722ed1', '#eb2f96', '#8c8c8c']
