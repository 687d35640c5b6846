import { router } from '@inertiajs/react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api, ApiRequestError } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

/**
 * Ends the session on the server, then goes home as a guest. A 401 means the session had
 * already ended, which is what the user wanted anyway.
 */
export async function logout() {
  try {
    await api.delete(apiUrl('auth.logout'))
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401)) {
      Toast.error((error as Error).message || '退出登录失败')
      return
    }
  }
  router.visit('/', { onSuccess: () => Toast.success('已退出登录') })
}

async function writeClipboard(text: string) {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text)
    return
  }
  // Plain-http deployments have no async clipboard API.
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const copied = document.execCommand('copy')
  area.remove()
  if (!copied) throw new Error('复制失败，请手动复制')
}

/** Copies the signed-in user's own login token (for the docsite CLI and API clients). */
export async function copyLoginToken() {
  try {
    const data = await api.get<{ token?: string }>(apiUrl('auth.token'))
    if (!data?.token) throw new Error('获取登录令牌失败')
    await writeClipboard(data.token)
    Toast.success('已复制')
  } catch (error) {
    Toast.error((error as Error).message || '复制失败')
  }
}
