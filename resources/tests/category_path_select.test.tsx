import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { CategoryPathSelect } from '~/components/category_path_select'

const tree = [
  { label: '计算机', value: 1, children: [{ label: '编程', value: 2, children: [{ label: 'TypeScript', value: 3 }] }] },
  { label: '文学', value: 4 },
]

describe('CategoryPathSelect', () => {
  it('offers every category, parents too, by its whole path (choosing one is covered by the keyboard browser test)', async () => {
    render(<CategoryPathSelect name="分类" placeholder="请选择文档分类" categories={tree} value={[]} onChange={() => {}} />)
    fireEvent.click(screen.getByRole('combobox'))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['计算机', '计算机 / 编程', '计算机 / 编程 / TypeScript', '文学'])
  })

  it('shows the chosen path and is named for screen readers', () => {
    render(<CategoryPathSelect name="分类" placeholder="请选择文档分类" categories={tree} value={[1, 2]} onChange={() => {}} />)
    expect(screen.getByRole('combobox', { name: '分类' })).toBeTruthy()
    expect(screen.getByText('计算机 / 编程')).toBeTruthy()
  })
})
