import { vi } from 'vitest'

/**
 * A stand-in for @inertiajs/react: tests set the current page (url and shared props) and
 * read which visits were made. Use with vi.mock('@inertiajs/react', () => import('./inertia_mock')).
 */
type TestPage = { url: string; props: Record<string, any>; flash: Record<string, any> }

let page: TestPage = { url: '/', props: {}, flash: {} }

export function setPage(next: Partial<TestPage>) {
  page = { url: '/', props: {}, flash: {}, ...next }
}

export function usePage() {
  return page
}

export const router = {
  visit: vi.fn(),
  on: vi.fn(() => () => {}),
  flash: vi.fn(),
}

export function Head() {
  return null
}
