import settings from './settings_service.js'

/** Whether Inertia renders pages to HTML on the server: SSR 配置's switch, on unless the operator turned it off. */
export async function rendersOnServer() {
  return (await settings.get<boolean>('ssr', 'enable')) !== false
}
