/** Keys are prefixed with the plugin id; titles are what the admin permission list shows. */
export const HELLO_LIST = 'hello.greeting.list'
export const HELLO_CREATE = 'hello.greeting.create'

export const helloPermissions = [
  { key: HELLO_LIST, title: '问候列表', group: '问候' },
  { key: HELLO_CREATE, title: '添加问候', group: '问候' },
]
