import type { CurrentUser } from '~/lib/shared_props'

export const SETTINGS = {
  system: {
    sitename: 'Docsite 文库',
    logo: '',
    copyright_start_year: 2024,
    enable_powered_by: true,
    version: '0.1.0',
    icp: '京ICP备00000000号',
    sec_icp: '',
  },
  footer: { about: '/article/about', help: '/article/help', contact: '', feedback: '/article/feedback', copyright: '/article/copyright' },
  display: { copyright_statement: '<p>仅供学习交流</p>' },
  security: { enable_register: true },
}

export function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'reader',
    avatar: '',
    email: 'reader@example.com',
    mobile: '',
    realname: '',
    signature: '',
    is_vip: false,
    flags: {},
    is_default_password: false,
    credit_count: 0,
    ...overrides,
  }
}
