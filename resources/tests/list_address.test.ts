import { describe, expect, it } from 'vitest'
import { readListAddress, writeListAddress, type ListState } from '~/components/admin/list_address'

type CommentFilters = { wd: string; status?: number; type?: number; group_id: number[]; method: string[] }

/** The comment page's opening state: pending comments, 10 a page. */
const OPENING: ListState<CommentFilters> = {
  filters: { wd: '', status: 0, type: undefined, group_id: [], method: [] },
  page: 1,
  size: 10,
}

const write = (state: Partial<ListState<CommentFilters>>, href = 'http://site.test/admin/comment') =>
  writeListAddress(href, { ...OPENING, ...state, filters: { ...OPENING.filters, ...state.filters } }, OPENING)

describe('an admin list in the address bar', () => {
  it('keeps the address clean while the list shows what it opens with', () => {
    expect(write({})).toBe('/admin/comment')
    expect(readListAddress('/admin/comment', OPENING)).toEqual(OPENING)
  })

  it('writes only what differs from the opening state, and reads it back with its types', () => {
    const url = write({ filters: { ...OPENING.filters, wd: '123', type: 1, group_id: [2, 5], method: ['GET'] }, page: 3, size: 50 })
    expect(url).toBe('/admin/comment?wd=123&type=1&group_id=2&group_id=5&method=GET&page=3&size=50')
    expect(readListAddress(url, OPENING)).toEqual({
      filters: { wd: '123', status: 0, type: 1, group_id: [2, 5], method: ['GET'] },
      page: 3,
      size: 50,
    })
  })

  it('tells a cleared filter from one never touched', () => {
    const url = write({ filters: { ...OPENING.filters, status: undefined } })
    expect(url).toBe('/admin/comment?status=')
    expect(readListAddress(url, OPENING).filters.status).toBeUndefined()
    expect(readListAddress('/admin/comment', OPENING).filters.status).toBe(0)
  })

  it('leaves the parameters of others alone and ignores a nonsense page', () => {
    expect(write({ page: 2 }, 'http://site.test/admin/comment?from=mail&page=9')).toBe('/admin/comment?from=mail&page=2')
    expect(readListAddress('/admin/comment?page=-4&size=abc', OPENING)).toMatchObject({ page: 1, size: 10 })
  })

  it('never pages a list the API answers whole', () => {
    const tree: ListState<{}> = { filters: {}, page: 1, size: 0 }
    expect(readListAddress('/admin/navigation?size=20', tree).size).toBe(0)
  })
})
