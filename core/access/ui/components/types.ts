export interface GroupRow {
  id: number
  title: string
  color: string
  description: string
  is_default: boolean
  is_display: boolean
  is_super: boolean
  sort: number
  /** These and the capabilities only for holders of 角色列表. */
  user_count?: number
  created_at?: string | null
  updated_at?: string | null
  /** One boolean per capability the enabled plugins register, under its key. */
  [capability: string]: unknown
}

export interface AdminUserRow {
  id: number
  username: string
  realname: string
  avatar: string
  email: string
  mobile: string
  doc_count: number
  article_count: number
  favorite_count: number
  comment_count: number
  credit_count: number
  register_ip: string
  last_login_ip: string
  group_id: number[]
  login_at: string | null
  created_at: string | null
}

export interface PermissionRow {
  id: number
  method: string
  path: string
  key: string
  title: string
  description: string
  group: string
  plugin: string
  pages: string[]
  updated_at: string | null
}

export interface PunishmentRow {
  id: number
  user_id: number
  username: string
  type: number
  /** The registered label, or 类型 N when the type's plugin is disabled. */
  type_label: string
  enable: boolean
  in_force: boolean
  reason: string
  remark: string
  operator_list: { user_id: number; username: string; action: number; time: string }[]
  start_time: string | null
  end_time: string | null
  created_at: string | null
}

export interface PunishmentTypeOption {
  value: number
  label: string
}
