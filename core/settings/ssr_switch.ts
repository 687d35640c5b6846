import settings from './settings_service.js'

/**
 * Whether Inertia renders pages to HTML on the server: SSR 配置's switch, on unless the operator
 * turned it off. When the settings cannot be read (the database is down) the error page still renders.
 */
export async function rendersOnServer() {
  try {
    return (await settings.get<boolean>('ssr', 'enable')) !== false
  } catch {
    return true
  }
}
