import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { PagedList } from '~/components/site/paged_list'
import { router } from './inertia_mock'

vi.mock('@inertiajs/react', () => import('./inertia_mock'))

const urlOf = (page: number) => `/category/3?page=${page}`

describe('paged list', () => {
  it('shows the list alone while everything fits on one page', () => {
    render(
      <PagedList total={8} size={10} page={1} urlOf={urlOf}>
        <p>第一行</p>
      </PagedList>
    )
    expect(screen.getByText('第一行')).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull()
  })

  it('pages past the first with a visit to the address of the chosen page', () => {
    router.visit.mockClear()
    render(
      <PagedList total={35} size={10} page={2} urlOf={urlOf}>
        <p>第二页</p>
      </PagedList>
    )
    const nav = screen.getByRole('navigation', { name: '分页' })
    fireEvent.click(nav.querySelector('li[aria-label="Page 3"], li[aria-label="3"]') ?? screen.getByText('3'))
    expect(router.visit).toHaveBeenCalledWith('/category/3?page=3')
  })
})
