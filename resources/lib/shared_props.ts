import { usePage } from '@inertiajs/react'

export interface CurrentUser {
  id: number
  username: string
  avatar: string
  email: string
  mobile: string
  realname: string
  signature: string
  is_vip: boolean
  is_default_password: boolean
  credit_count: number
}

export interface NavigationItem {
  id: number
  title: string
  href: string
  color: string
  target: string
  children: NavigationItem[]
}

export interface FriendLink {
  id: number
  title: string
  link: string
}

export interface SharedProps {
  user: CurrentUser | null
  /** Admin pages the user may open; empty for members and guests. */
  allowedPages: string[]
  settings: Record<string, Record<string, any>>
  navigation: NavigationItem[]
  friendlinks: FriendLink[]
  flash: Record<string, any>
  [key: string]: unknown
}

export function useShared(): SharedProps {
  return usePage().props as unknown as SharedProps
}

export function useSetting<T = any>(group: string, name: string, fallback?: T): T {
  const { settings } = useShared()
  const value = settings?.[group]?.[name]
  return (value === undefined ? fallback : value) as T
}
