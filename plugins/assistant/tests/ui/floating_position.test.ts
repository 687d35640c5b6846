import { describe, expect, it } from 'vitest'
import { BUTTON_SIZE, clamp, defaultPosition } from '../../ui/components/chat/use_floating_position'

describe('the assistant button keeps clear of a page bottom bar', () => {
  it('starts where spec §9 puts it when the page keeps nothing free', () => {
    expect(defaultPosition(390, 844, true)).toEqual({ x: 390 - BUTTON_SIZE - 15, y: 844 - BUTTON_SIZE - 70 })
    expect(defaultPosition(1280, 900, false)).toEqual({ x: 1280 - BUTTON_SIZE - 20, y: 900 - BUTTON_SIZE - 100 })
  })

  it('starts above the phone reader bar and the tab bar (112 px kept free) with a gap', () => {
    const { y } = defaultPosition(390, 844, true, 112)
    expect(844 - (y + BUTTON_SIZE)).toBe(126)
  })

  it('a place dragged onto the bar is lifted above it, elsewhere kept', () => {
    expect(clamp({ x: 100, y: 800 }, 390, 844, 112).y).toBe(844 - BUTTON_SIZE - 112)
    expect(clamp({ x: 100, y: 300 }, 390, 844, 112)).toEqual({ x: 100, y: 300 })
    expect(clamp({ x: 100, y: 800 }, 390, 844).y).toBe(844 - BUTTON_SIZE)
  })
})
